import type { AlertProps } from "@mantine/core";
import { Suspense } from "react";
import { ExtraPlayersAlert } from "./quote-notices";

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
    <Suspense fallback={null}>
      <ExtraPlayersAlert warning={warning} {...props} />
    </Suspense>
  );
  return live ? <div aria-live="polite">{note}</div> : note || null;
}
