import { Table } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A table that scrolls sideways on a phone; its scrolling area is named and takes focus, so a
 * keyboard can scroll it even when no cell holds a button (axe: scrollable-region-focusable).
 */
export function ScrollTable({
  label,
  minWidth,
  mb,
  children,
}: {
  label: string;
  minWidth: number;
  mb?: "sm";
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      mb={mb}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: "region", "aria-label": label } }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
