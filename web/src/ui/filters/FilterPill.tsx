import { CloseButton } from "@mantine/core";
import type { CSSProperties, ReactNode } from "react";

const ROOT_STYLE = {
  "--pill-fz": "var(--pill-fz-md)",
  "--pill-height": "var(--pill-height-md)",
} as CSSProperties;

/**
 * An active filter with its remove button: Mantine's Pill markup without the Pill code (decision
 * 062). Unlike Mantine's, whose button is out of the tab order and hidden from screen readers (a
 * pill inside an input), this button can be reached and is named, so a keyboard can remove one
 * filter. `FilterPill.test.tsx` compares the rest of the markup with Mantine's.
 */
export function FilterPill({
  removeLabel,
  onRemove,
  children,
}: {
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <span
      style={ROOT_STYLE}
      className="m_44da308b m_7cda1cd6 mantine-Pill-root"
      data-variant="default"
      data-size="md"
      data-with-remove
    >
      <span className="m_1e0e6180 mantine-Pill-label">{children}</span>
      <CloseButton
        variant="transparent"
        className="m_ae386778 mantine-Pill-remove"
        aria-label={removeLabel}
        onClick={onRemove}
      />
    </span>
  );
}
