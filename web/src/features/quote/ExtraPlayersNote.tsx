import { Alert, type AlertProps } from "@mantine/core";
import { IconUsersPlus } from "@tabler/icons-react";

interface ExtraPlayersNoteProps extends Omit<AlertProps, "children"> {
  /** The warning's words (extraPlayersWarning), or null when the roster fits the package. */
  warning: string | null;
  /** Announce changes: true for the one copy beside the control the coach is using. */
  live?: boolean;
}

/**
 * A roster larger than its package, said where the coach is looking: beside the package choice
 * and under the roster. Only one copy is a live region, so a screen reader hears it once.
 */
export function ExtraPlayersNote({ warning, live = false, ...props }: ExtraPlayersNoteProps) {
  const note = warning && (
    <Alert
      color="gold"
      icon={<IconUsersPlus size={20} aria-hidden="true" />}
      styles={{ message: { color: "var(--mantine-color-text)" } }}
      data-testid="extra-players"
      {...props}
    >
      {warning}
    </Alert>
  );
  return live ? <div aria-live="polite">{note}</div> : note || null;
}
