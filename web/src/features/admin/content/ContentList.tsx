import { Button, Group, Paper, Select, Text } from "@mantine/core";
import {
  IconFileOff,
  IconFileText,
  IconLayoutList,
  IconLayoutNavbarCollapse,
  IconLayoutNavbarExpand,
  IconPhoto,
  IconPlus,
  IconSitemap,
} from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { defineAdminList, useListSearch } from "../list/define-admin-list";
import { confirmDelete } from "../shared/feedback";
import { SearchBox } from "../shared/SearchBox";
import { ContentFormModal, type ContentItem } from "./ContentFormModal";
import { ContentGroups } from "./ContentGroups";
import { type ContentSearch, contentData, useContentStats } from "./content-data";
import { groupByPageAndSection, sectionKey } from "./content-groups";
import { useContentMutations } from "./use-content-mutations";

const empty = (search: ContentSearch) =>
  search.search || search.page_name
    ? { icon: IconFileOff, title: "No content found", text: "Try another search, page or section." }
    : { icon: IconFileOff, title: "No Content Items Yet", text: "Add the first item with Add New Content." };

/** Spec §2 Admin Website Content: tiles, filters, grouped items, and the add/edit form. */
export const contentList = defineAdminList({
  data: contentData,
  title: "Website Content",
  description:
    "The words and pictures of the public pages, grouped by page and section. Saved changes show on the website at once.",
  // Spec §2: Total Content Items, Pages, Sections, Images (items of type image).
  tiles: (stats) => [
    { label: "Total Content Items", value: stats?.total, icon: IconFileText, color: "navy" },
    { label: "Pages", value: stats?.pages, icon: IconSitemap, color: "teal" },
    { label: "Sections", value: stats?.sections, icon: IconLayoutList, color: "grape" },
    { label: "Images", value: stats?.images, icon: IconPhoto, color: "orange" },
  ],
  table: {
    label: "Content",
    defaultSort: "created_at",
    empty,
  },
  failure: { prefix: "Error fetching content", retryLabel: "Retry" },
  // The items come grouped by page and section, in an accordion, not in a table.
  useView: (search, page, emptyState) => {
    const { onSearchChange } = useListSearch<ContentSearch>();
    const stats = useContentStats();
    const { remove } = useContentMutations();
    const [form, setForm] = useState<{
      item?: ContentItem;
      page_name?: string;
      section_name?: string;
    } | null>(null);

    const groups = useMemo(() => groupByPageAndSection(page.items), [page]);
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

    const sectionsOf = (name: string) =>
      (stats.data?.sections_by_page ?? []).filter((s) => s.page_name === name).map((s) => s.section_name);
    const count = page.items.length;

    const askDelete = (item: ContentItem) =>
      confirmDelete({
        title: `Delete ${item.page_name} / ${item.section_name} / ${item.content_key}`,
        question: "Are you sure you want to delete this content item?",
        onConfirm: () => void remove.mutateAsync({ id: item.id }).catch(() => undefined),
      });

    return {
      columns: [],
      actions: (
        <Button
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          onClick={() => setForm({ page_name: search.page_name, section_name: search.section_name })}
        >
          Add New Content
        </Button>
      ),
      banner: (
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
                onChange={(value) =>
                  onSearchChange({ page_name: value || undefined, section_name: undefined })
                }
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
      ),
      body:
        groups.length === 0 ? (
          <Paper withBorder radius="lg">
            {emptyState}
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
        ),
      dialogs: (
        <ContentFormModal
          state={form}
          onClose={() => setForm(null)}
          pageNames={stats.data?.page_names ?? []}
          sectionsOf={sectionsOf}
        />
      ),
    };
  },
});
