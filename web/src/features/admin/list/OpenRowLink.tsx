import { Box, Button, Group } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { createLink } from "@tanstack/react-router";
import type { ButtonAnchorProps } from "../../../ui/links/ButtonLink";

/** A list row's "Open →" at the row's end ("Open" hidden on a phone: `aria-label` names the row). */
function OpenRowAnchor(props: ButtonAnchorProps) {
  return (
    <Group justify="flex-end">
      <Button
        component="a"
        size="compact-sm"
        variant="subtle"
        rightSection={<IconArrowRight size={14} aria-hidden="true" />}
        {...props}
      >
        <Box component="span" visibleFrom="sm">
          Open
        </Box>
      </Button>
    </Group>
  );
}

/** The way from a list's row to the record's own page, typed like any router link. */
export const OpenRowLink = createLink(OpenRowAnchor);
