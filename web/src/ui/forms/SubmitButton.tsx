import { Button, type ButtonProps } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";

interface SubmitButtonProps extends ButtonProps {
  icon: Icon;
  /** The form is on its way: the button is off (no second send) and says so. */
  busy: boolean;
  /** The words while busy; a form whose words follow its own states passes them as children. */
  busyLabel?: string;
  /** Gold with navy words: the store's colours for a request to its artists. */
  gold?: boolean;
  children: ReactNode;
}

const GOLD = { color: "gold.5", c: "navy.9" } as const;

/** A public form's send button: its icon, its words, and off while the form is sending. */
export function SubmitButton({ icon: Glyph, busy, busyLabel, gold, children, ...button }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      disabled={busy}
      leftSection={<Glyph size={18} aria-hidden="true" />}
      {...(gold ? GOLD : {})}
      {...button}
    >
      {busy && busyLabel ? busyLabel : children}
    </Button>
  );
}
