import { Group, Text, TextInput } from "@mantine/core";
import type { OrderSearch } from "./orders-data";

/**
 * Days placed, from and to (both included, in the store's time): the browser's own date fields,
 * typed or picked, keyboard and screen-reader friendly without a date library.
 */
export function DateRangeFilter({
  search,
  onSearchChange,
}: {
  search: OrderSearch;
  onSearchChange: (patch: Partial<OrderSearch>) => void;
}) {
  const change = (key: "from" | "to", value: string) =>
    onSearchChange({ [key]: value === "" ? undefined : value, page: undefined });
  return (
    <Group gap="xs" wrap="nowrap" w={{ base: "100%", sm: "auto" }}>
      <TextInput
        type="date"
        aria-label="Placed from"
        leftSection={
          <Text size="xs" c="dimmed" aria-hidden="true">
            From
          </Text>
        }
        leftSectionWidth={44}
        value={search.from ?? ""}
        max={search.to}
        onChange={(event) => change("from", event.currentTarget.value)}
        w={{ base: "auto", sm: 180 }}
        style={{ flex: "1 1 0", minWidth: 0 }}
        size="sm"
      />
      <TextInput
        type="date"
        aria-label="Placed to"
        leftSection={
          <Text size="xs" c="dimmed" aria-hidden="true">
            To
          </Text>
        }
        leftSectionWidth={44}
        value={search.to ?? ""}
        min={search.from}
        onChange={(event) => change("to", event.currentTarget.value)}
        w={{ base: "auto", sm: 180 }}
        style={{ flex: "1 1 0", minWidth: 0 }}
        size="sm"
      />
    </Group>
  );
}
