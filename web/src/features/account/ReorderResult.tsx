import { Alert, Button, Group, List, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

// Mantine's light green and orange titles are too faint on their own backgrounds (3.8:1).
const readableTitle = { title: { color: "var(--mantine-color-text)" } };

/** What a reorder could not put in the cart, and why (nothing when all of it went in). */
function NotAdded({ reasons }: { reasons: string[] }) {
  if (reasons.length === 0) return null;
  return (
    <Alert color="orange" styles={readableTitle} title="Not added">
      <List size="sm" spacing={4}>
        {reasons.map((why) => (
          <List.Item key={why}>{why}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** One line a reorder put in a cart: its key, and what it says (`addedLineText`). */
export type AddedLine = { key: string; text: string };

type ReorderedLine = {
  quantity: number;
  product_name: string;
  size: string | null;
  resized_from?: string | null;
};

/** "2 × Team Tee, YM (resized from YS)"; `extra` goes before the resizing (a team line's print and price). */
export const addedLineText = (line: ReorderedLine, extra = "") =>
  `${line.quantity} × ${line.product_name}${line.size ? `, ${line.size}` : ""}${extra}${
    line.resized_from ? ` (resized from ${line.resized_from})` : ""
  }`;

/**
 * What a reorder did, to the shop's cart or a team cart alike: the lines that went in (or `nothing`),
 * what was not added, whose prices these are, then Close and `onward`, the way to the cart, when
 * anything went in.
 */
export function ReorderResult({
  title,
  lines,
  nothing,
  unavailable,
  prices,
  onClose,
  onward,
}: {
  title: string;
  lines: AddedLine[];
  nothing: string;
  unavailable: string[];
  prices: string;
  onClose: () => void;
  onward: ReactNode;
}) {
  return (
    <Stack gap="sm">
      {lines.length > 0 ? (
        <Alert color="green" role="status" styles={readableTitle} title={title}>
          <List size="sm" spacing={4}>
            {lines.map((line) => (
              <List.Item key={line.key}>{line.text}</List.Item>
            ))}
          </List>
        </Alert>
      ) : (
        <Text role="status">{nothing}</Text>
      )}
      <NotAdded reasons={unavailable} />
      <Text size="xs" c="dimmed">
        {prices}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        {lines.length > 0 && onward}
      </Group>
    </Stack>
  );
}
