import { Box, Button, Group } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";

/**
 * A list row's button that shows the record in a dialog, at the row's end; its word is hidden on a
 * phone, so `aria-label` names the row.
 */
export function ViewRowButton({
  label,
  ...button
}: {
  label: string;
  "aria-label": string;
  onClick: () => void;
}) {
  return (
    <Group justify="flex-end">
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={<IconEye size={14} aria-hidden="true" />}
        {...button}
      >
        <Box component="span" visibleFrom="sm">
          {label}
        </Box>
      </Button>
    </Group>
  );
}
