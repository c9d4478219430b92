import { Accordion, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { homeContentQuery } from "@store/api/contracts";
import { IconHome, IconPencil, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { trpc } from "../../../lib/trpc";
import type { ContentItem } from "./ContentFormModal";
import { type HomeWordRow, homeWordGroups } from "./home-words";

interface HomeWordsPanelProps {
  /** Opens the form on the item saved for a slot. */
  onEdit: (item: ContentItem) => void;
  /** Opens the add form at a slot's address, with its type. */
  onAdd: (address: { section_name: string; content_key: string; content_type: "text" | "image" }) => void;
}

function WordRow({
  row,
  section,
  onEdit,
  onAdd,
}: { row: HomeWordRow<ContentItem>; section: string } & HomeWordsPanelProps) {
  const { slot, item, value } = row;
  const name = `${section}: ${slot.label}`;
  return (
    <Group
      component="li"
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      py="xs"
      style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
    >
      <Stack gap={2} miw={0}>
        <Text size="sm" fw={600}>
          {slot.label}
        </Text>
        {value !== undefined ? (
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {value}
          </Text>
        ) : (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <Badge variant="light" color="gray" radius="sm" style={{ flexShrink: 0 }}>
              default
            </Badge>
            <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {slot.default}
            </Text>
          </Group>
        )}
        <Text size="xs" c="dimmed" ff="monospace">
          {slot.key}
        </Text>
      </Stack>
      {item ? (
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconPencil size={14} aria-hidden="true" />}
          aria-label={`Edit ${name}`}
          onClick={() => onEdit(item)}
          style={{ flexShrink: 0 }}
        >
          Edit
        </Button>
      ) : (
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          aria-label={`Set ${name}`}
          onClick={() =>
            onAdd({ section_name: slot.section, content_key: slot.key, content_type: slot.kind })
          }
          style={{ flexShrink: 0 }}
        >
          Set
        </Button>
      )}
    </Group>
  );
}

/**
 * Every word and picture the home page shows, by section, with its current value or "default":
 * how staff find what they can change, and the address to change it at, without guessing keys.
 */
export function HomeWordsPanel(props: HomeWordsPanelProps) {
  // The public read the home page makes: what shoppers see is what this lists.
  const home = useQuery(trpc.content.list.queryOptions(homeContentQuery));
  const groups = useMemo(() => homeWordGroups(home.data ?? []), [home.data]);
  const rows = groups.flatMap((group) => group.rows);
  const set = rows.filter((row) => row.value !== undefined).length;
  // Seventy-odd rows are drawn only once asked for: the screen opens as fast as before.
  const [opened, setOpened] = useState<string | null>(null);

  return (
    <Paper withBorder radius="lg" mb="md">
      <Accordion chevronPosition="left" radius="lg" order={2} value={opened} onChange={setOpened}>
        <Accordion.Item value="home-words" style={{ borderBottom: 0 }}>
          <Accordion.Control icon={<IconHome size={18} aria-hidden="true" />}>
            <Text fw={700}>Home Page Words</Text>
            <Text size="sm" c="dimmed">
              {home.isPending
                ? "Every word and picture the home page shows."
                : `${rows.length} items on the home page: ${set} set, ${rows.length - set} showing the default.`}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            {opened && (
              <>
                <Text size="sm" mb="sm">
                  A blank or missing item shows the default. Words are Text items, pictures Image URL items,
                  all on page "home".
                </Text>
                {groups.map((group) => (
                  <section key={group.section} aria-labelledby={`home-words-${group.section}`}>
                    <Title order={3} fz="sm" id={`home-words-${group.section}`} mt="md" mb={4}>
                      {group.title}{" "}
                      <Text span size="xs" c="dimmed" ff="monospace">
                        (section {group.section})
                      </Text>
                    </Title>
                    <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: "none" }}>
                      {group.rows.map((row) => (
                        <WordRow key={row.id} row={row} section={group.title} {...props} />
                      ))}
                    </Stack>
                  </section>
                ))}
              </>
            )}
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Paper>
  );
}
