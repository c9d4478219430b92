import { Button, Paper } from "@mantine/core";
import {
  IconFileOff,
  IconFileText,
  IconLayoutList,
  IconPhoto,
  IconPlus,
  IconSitemap,
} from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { defineAdminList } from "../list/define-admin-list";
import { emptyStates } from "../list/empty-states";
import { adminScreens } from "../shared/admin-links";
import { confirmDelete } from "../shared/feedback";
import { ContentFormModal, type ContentFormState, type ContentItem } from "./ContentFormModal";
import { ContentGroups } from "./ContentGroups";
import { ContentToolbar } from "./ContentToolbar";
import { type ContentSearch, contentData, useContentStats } from "./content-data";
import { groupByPageAndSection } from "./content-groups";
import { HomeWordsPanel } from "./HomeWordsPanel";
import { useContentMutations } from "./use-content-mutations";
import { useOpenGroups } from "./use-open-groups";

const empty = emptyStates(
  IconFileOff,
  (search: ContentSearch) => search.search || search.page_name,
  { title: "No content found", text: "Try another search, page or section." },
  { title: "No Content Items Yet", text: "Add the first item with Add New Content." },
);

/** Spec §2 Admin Website Content: tiles, filters, grouped items, and the add/edit form. */
export const contentList = defineAdminList({
  data: contentData,
  screen: adminScreens.content,
  // Spec §2: Total Content Items, Pages, Sections, Images (items of type image).
  tiles: (stats) => [
    { label: "Total Content Items", value: stats?.total, icon: IconFileText, color: "navy" },
    { label: "Pages", value: stats?.pages, icon: IconSitemap, color: "teal" },
    { label: "Sections", value: stats?.sections, icon: IconLayoutList, color: "grape" },
    { label: "Images", value: stats?.images, icon: IconPhoto, color: "orange" },
  ],
  table: {
    label: "Content",
    empty,
  },
  failure: { prefix: "Error fetching content", retryLabel: "Retry" },
  // The items come grouped by page and section, in an accordion, not in a table.
  useView: (search, page, emptyState) => {
    const stats = useContentStats();
    const { remove } = useContentMutations();
    const [form, setForm] = useState<ContentFormState | null>(null);

    const groups = useMemo(() => groupByPageAndSection(page.items), [page]);
    const open = useOpenGroups(groups);

    const sectionsOf = (name: string) =>
      (stats.data?.sections_by_page ?? []).filter((s) => s.page_name === name).map((s) => s.section_name);

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
        <ContentToolbar
          search={search}
          count={page.items.length}
          pageNames={stats.data?.page_names ?? []}
          sectionsOf={sectionsOf}
          open={open}
        />
      ),
      body: (
        <>
          <HomeWordsPanel
            onEdit={(item) => setForm({ item })}
            onAdd={(address) => setForm({ page_name: "home", ...address })}
          />
          {groups.length === 0 ? (
            <Paper withBorder radius="lg">
              {emptyState}
            </Paper>
          ) : (
            <ContentGroups
              groups={groups}
              open={open}
              onEdit={(item) => setForm({ item })}
              onDelete={askDelete}
            />
          )}
        </>
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
