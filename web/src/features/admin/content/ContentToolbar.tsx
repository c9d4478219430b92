import { Button, type ButtonProps, Group, Paper, Select, Text } from "@mantine/core";
import { type Icon, IconLayoutNavbarCollapse, IconLayoutNavbarExpand } from "@tabler/icons-react";
import { useListSearch } from "../list/define-admin-list";
import { SearchBox } from "../shared/SearchBox";
import { type ContentSearch, contentData } from "./content-data";
import type { OpenGroups } from "./use-open-groups";

/** A filter's choices: "All …" (blank in the URL), then each name. */
const choices = (all: string, names: readonly string[]) => [
  { value: "", label: all },
  ...names.map((name) => ({ value: name, label: name })),
];

/** A small button that opens or closes every group. */
const GroupsButton = ({ icon: Glyph, ...button }: ButtonProps & { icon: Icon; onClick: () => void }) => (
  <Button variant="subtle" size="xs" leftSection={<Glyph size={16} aria-hidden="true" />} {...button} />
);

/**
 * The content screen's search, its page and section filters (a section only within a page), how
 * many items show, and Expand All / Collapse All for the groups.
 */
export function ContentToolbar({
  search,
  count,
  pageNames,
  sectionsOf,
  open,
}: {
  search: ContentSearch;
  count: number;
  pageNames: readonly string[];
  sectionsOf: (page: string) => string[];
  open: OpenGroups;
}) {
  const { onSearchChange } = useListSearch(contentData.read);
  return (
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
            data={choices("All Pages", pageNames)}
            value={search.page_name ?? ""}
            onChange={(value) => onSearchChange({ page_name: value || undefined, section_name: undefined })}
            allowDeselect={false}
            w={{ base: "100%", xs: 170 }}
          />
          <Select
            aria-label="Section"
            data={choices("All Sections", search.page_name ? sectionsOf(search.page_name) : [])}
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
          <GroupsButton icon={IconLayoutNavbarExpand} onClick={open.expandAll}>
            Expand All
          </GroupsButton>
          <GroupsButton icon={IconLayoutNavbarCollapse} onClick={open.collapseAll}>
            Collapse All
          </GroupsButton>
        </Group>
      </Group>
    </Paper>
  );
}
