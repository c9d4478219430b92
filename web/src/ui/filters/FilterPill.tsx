import { CloseButton } from "@mantine/core";
import type { ReactNode } from "react";
import c from "./filter-pill.module.css";

/**
 * An active filter with its remove button, drawn by the site (filter-pill.module.css), not Mantine's
 * Pill code (decision 062). The button can be reached by Tab and is named, so a keyboard can remove
 * one filter.
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
    <span className={c.root}>
      <span className={c.label}>{children}</span>
      <CloseButton variant="transparent" className={c.remove} aria-label={removeLabel} onClick={onRemove} />
    </span>
  );
}
