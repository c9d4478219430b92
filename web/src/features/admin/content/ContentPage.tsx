import { Button, Group, Paper, Select, Skeleton, Stack, Text } from "@mantine/core";
import { IconFileOff, IconLayoutNavbarCollapse, IconLayoutNavbarExpand, IconPlus } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { describeFailure } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { type ContentSearch, useContentList, useContentStats } from "../routing/content-search";
import { EmptyState } from "../shared/EmptyState";
import { ErrorBox } from "../shared/ErrorBox";
import { confirmDelete } from "../shared/feedback";
import { PageHeader } from "../shared/PageHeader";
import { SearchBox } from "../shared/SearchBox";
import { ContentFormModal, type ContentItem } from "./ContentFormModal";
import { ContentGroups } from "./ContentGroups";
import { ContentTiles } from "./ContentTiles";
import { groupByPageAndSection, sectionKey } from "./content-groups";
import { useContentMutations } from "./use-content-mutations";

/** Spec §2 Admin Website Content: tiles, filters, grouped items, and the add/edit form. */
export function ContentPage({
  search,
  onSearchChange,
}: {
  search: ContentSearch;
  onSearchChange: (patch: Partial<ContentSearch>) => void;
}) {
  const queryClient = useQueryClient();
  const list = useContentList(search);
  const stats = useContentStats();
  const { remove } = useContentMutations();
  const [form, setForm] = useState<{ item?: ContentItem; page_name?: string; section_name?: string } | null>(
    null,
  );

  const groups = useMemo(() => groupByPageAndSection(list.data?.items ?? []), [list.data]);
  const allPages = useMemo(() => groups.map((g) => g.page), [groups]);
  const allSections = useMemo(
    () => groups.flatMap((g) => g.sections.map((s) => sectionKey(g.page, s.section))),
    [groups],
  );
  const [openPages, setOpenPages] = useState<string[]>([]);
  const [openSections, setOpenSections] = useState<string[]>([]);
  // New results open fully, so what was searched for is in view.
  useEffect(() => {
    setOpenPages(allPages);
    setOpenSections(allSections);
  }, [allPages, allSections]);

  const sectionsOf = (page: string) =>
    (stats.data?.sections_by_page ?? []).filter((s) => s.page_name === page).map((s) => s.section_name);
  const count = list.data?.items.length ?? 0;
  const filtered = Boolean(search.search || search.page_name);

  const askDelete = (item: ContentItem) =>
    confirmDelete({
      title: `Delete ${item.page_name} / ${item.section_name} / ${item.content_key}`,
      question: "Are you sure you want to delete this content item?",
      onConfirm: () => void remove.mutateAsync({ id: item.id }).catch(() => undefined),
    });

  return (
    <>
      <PageHeader
        title="Website Content"
        description="The words and pictures of the public pages, grouped by page and section. Saved changes show on the website at once."
        actions={
          <Button
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={() => setForm({ page_name: search.page_name, section_name: search.section_name })}
          >
            Add New Content
          </Button>
        }
      />
      <ContentTiles />
      <Paper withBorder radius="lg" p="sm" mb="md">
        <Group gap="sm" justify="space-between">
          <Group gap="sm">
            <SearchBox
              label="Search content"
              placeholder="Search content..."
              value={search.search}
              onChange={(text) => onSearchChange({ search: text })}
            />
            <Select
              aria-label="Page"
              data={[
                { value: "", label: "All Pages" },
                ...(stats.data?.page_names ?? []).map((p) => ({ value: p, label: p })),
              ]}
              value={search.page_name ?? ""}
              onChange={(value) => onSearchChange({ page_name: value || undefined, section_name: undefined })}
              allowDeselect={false}
              w={{ base: "100%", xs: 170 }}
            />
            <Select
              aria-label="Section"
              data={[
                { value: "", label: "All Sections" },
                ...(search.page_name ? sectionsOf(search.page_name) : []).map((s) => ({
                  value: s,
                  label: s,
                })),
              ]}
              value={search.section_name ?? ""}
              onChange={(value) => onSearchChange({ section_name: value || undefined })}
              disabled={!search.page_name}
              allowDeselect={false}
              w={{ base: "100%", xs: 170 }}
            />
          </Group>
          <Group gap="xs">
            <Text size="sm" c="dimmed" aria-live="polite">
              {count} {count === 1 ? "item" : "items"}
            </Text>
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconLayoutNavbarExpand size={16} aria-hidden="true" />}
              onClick={() => {
                setOpenPages(allPages);
                setOpenSections(allSections);
              }}
            >
              Expand All
            </Button>
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconLayoutNavbarCollapse size={16} aria-hidden="true" />}
              onClick={() => {
                setOpenPages([]);
                setOpenSections([]);
              }}
            >
              Collapse All
            </Button>
          </Group>
        </Group>
      </Paper>
      {list.isError && !list.data ? (
        <ErrorBox
          message={describeFailure("Error fetching content", list.error)}
          retryLabel="Retry"
          onRetry={() => void queryClient.invalidateQueries({ queryKey: trpc.content.pathKey() })}
        />
      ) : list.isPending ? (
        <Stack gap="sm">
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} h={56} radius="lg" />
          ))}
        </Stack>
      ) : groups.length === 0 ? (
        <Paper withBorder radius="lg">
          <EmptyState icon={IconFileOff} title={filtered ? "No content found" : "No Content Items Yet"}>
            {filtered ? "Try another search, page or section." : "Add the first item with Add New Content."}
          </EmptyState>
        </Paper>
      ) : (
        <ContentGroups
          groups={groups}
          openPages={openPages}
          openSections={openSections}
          onPagesChange={setOpenPages}
          onSectionsChange={setOpenSections}
          onEdit={(item) => setForm({ item })}
          onDelete={askDelete}
        />
      )}
      <ContentFormModal
        state={form}
        onClose={() => setForm(null)}
        pageNames={stats.data?.page_names ?? []}
        sectionsOf={sectionsOf}
      />
    </>
  );
}
