import { Accordion, Badge, Group, Text } from "@mantine/core";
import type { ContentItem } from "./ContentFormModal";
import { ContentTable } from "./ContentTable";
import { type PageGroup, sectionKey } from "./content-groups";
import type { OpenGroups } from "./use-open-groups";

interface ContentGroupsProps {
  groups: PageGroup<ContentItem>[];
  open: OpenGroups;
  onEdit: (item: ContentItem) => void;
  onDelete: (item: ContentItem) => void;
}

const Count = ({ n }: { n: number }) => (
  <Badge variant="light" color="gray" radius="sm" aria-label={`${n} ${n === 1 ? "item" : "items"}`}>
    {n}
  </Badge>
);

/** Spec §2: collapsible groups headed '{page} Page', then '{section} Section', with counts. */
export function ContentGroups(props: ContentGroupsProps) {
  const { groups, open, onEdit, onDelete } = props;
  return (
    <Accordion
      multiple
      value={open.pages}
      onChange={open.setPages}
      variant="separated"
      radius="lg"
      chevronPosition="left"
    >
      {groups.map((page) => (
        <Accordion.Item key={page.page} value={page.page}>
          <Accordion.Control>
            <Group gap="sm">
              <Text fw={700}>{page.page} Page</Text>
              <Count n={page.count} />
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Accordion
              multiple
              value={open.sections}
              onChange={open.setSections}
              variant="contained"
              chevronPosition="left"
            >
              {page.sections.map((section) => (
                <Accordion.Item key={section.section} value={sectionKey(page.page, section.section)}>
                  <Accordion.Control>
                    <Group gap="sm">
                      <Text fw={600} size="sm">
                        {section.section} Section
                      </Text>
                      <Count n={section.items.length} />
                    </Group>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <ContentTable
                      label={`${page.page} / ${section.section}`}
                      items={section.items}
                      onEdit={onEdit}
                      onDelete={onDelete}
                    />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
