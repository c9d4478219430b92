import { Box, Group } from "@mantine/core";
import { IconCheck, IconShoppingCartPlus } from "@tabler/icons-react";

/** What an add button shows: a tick and "Added" just after a click, else its own label. */
export function AddButtonLabel({
  added,
  label,
  shortLabel,
}: {
  added: boolean;
  label: string;
  shortLabel: string;
}) {
  // Icons sit in the label rather than leftSection so the tick can drop out on phones,
  // where a two-column card has no room for "Added" and an icon.
  return (
    <Group component="span" gap={6} wrap="nowrap">
      {added ? (
        <Box component="span" visibleFrom="sm" lh={0}>
          <IconCheck size={16} aria-hidden="true" />
        </Box>
      ) : (
        <IconShoppingCartPlus size={16} aria-hidden="true" />
      )}
      {added ? (
        <span>Added</span>
      ) : (
        <>
          <Box component="span" hiddenFrom="sm">
            {shortLabel}
          </Box>
          <Box component="span" visibleFrom="sm">
            {label}
          </Box>
        </>
      )}
    </Group>
  );
}
