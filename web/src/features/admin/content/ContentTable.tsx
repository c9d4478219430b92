import { Badge, Group, Image, Table, Text } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { RowActions } from "../list/RowActions";
import { formatDateTime } from "../shared/format";
import type { ContentItem } from "./ContentFormModal";

const typeLabel: Record<ContentItem["content_type"], string> = {
  text: "Text",
  image: "Image URL",
  html: "HTML",
  json: "JSON Data",
};

function Value({ item }: { item: ContentItem }) {
  if (!item.content_value) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        No value
      </Text>
    );
  }
  if (item.content_type === "image") {
    return (
      <Group gap="xs" wrap="nowrap">
        <Image
          src={item.content_value}
          alt=""
          h={36}
          w={56}
          fit="contain"
          radius="sm"
          className="studio-backdrop"
        />
        <Text size="xs" c="dimmed" truncate="end" maw={220} title={item.content_value}>
          {item.content_value}
        </Text>
      </Group>
    );
  }
  return (
    <Text size="sm" lineClamp={2} maw={360} style={{ overflowWrap: "anywhere" }}>
      {item.content_value}
    </Text>
  );
}

/** One section's items (spec §2): Key, Type, Value, Updated, Actions. */
export function ContentTable({
  label,
  items,
  onEdit,
  onDelete,
}: {
  label: string;
  items: ContentItem[];
  onEdit: (item: ContentItem) => void;
  onDelete: (item: ContentItem) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label={label} verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Key</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Value</Table.Th>
            <Table.Th>Updated</Table.Th>
            <Table.Th ta="right">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {item.content_key}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="default" radius="sm">
                  {typeLabel[item.content_type]}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Value item={item} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                  {formatDateTime(item.updated_at)}
                </Text>
              </Table.Td>
              <Table.Td>
                <RowActions
                  actions={[
                    {
                      label: "Edit Content",
                      name: `Edit Content ${item.content_key}`,
                      icon: IconPencil,
                      onClick: () => onEdit(item),
                    },
                    {
                      label: "Delete Content",
                      name: `Delete Content ${item.content_key}`,
                      icon: IconTrash,
                      color: "red",
                      onClick: () => onDelete(item),
                    },
                  ]}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
