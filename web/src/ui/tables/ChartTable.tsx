import type { CSSProperties, ReactNode } from "react";
import c from "./chart-table.module.css";

/**
 * A small data table (striped, highlighted on hover, with a border, in a natively scrolling
 * container), drawn by the site (chart-table.module.css) without Mantine's Table code, which brings
 * its ScrollArea along (about 6 KB on the wire, decision 062).
 */

interface ChartTableProps {
  /** Below this width (rem) the table scrolls sideways instead of squeezing. */
  minWidthRem: number;
  scrollClassName?: string;
  tableClassName?: string;
  /** The heading that names the table (and its scrolling region). */
  labelledBy: string;
  describedBy?: string;
  head: ReactNode;
  children: ReactNode;
}

/** A small data table that a keyboard can scroll sideways (its region takes focus). */
export function ChartTable({
  minWidthRem,
  scrollClassName,
  tableClassName,
  labelledBy,
  describedBy,
  head,
  children,
}: ChartTableProps) {
  const scrollStyle = {
    "--table-min-width": `calc(${minWidthRem}rem * var(--mantine-scale))`,
  } as CSSProperties;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a div scrolls the table; the role makes it a region all the same.
    <div
      style={scrollStyle}
      className={scrollClassName ? `${scrollClassName} ${c.scroll}` : c.scroll}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard.
      tabIndex={0}
      role="region"
      aria-labelledby={labelledBy}
    >
      <div className={c.scrollInner}>
        <table
          className={tableClassName ? `${tableClassName} ${c.table}` : c.table}
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
        >
          <thead>{head}</thead>
          <tbody className={c.tbody}>{children}</tbody>
        </table>
      </div>
    </div>
  );
}

/** A row of a `ChartTable`, striped and highlighted in its body. */
export function ChartRow({ children, ...data }: { children: ReactNode; [data: `data-${string}`]: unknown }) {
  return (
    <tr className={c.tr} {...data}>
      {children}
    </tr>
  );
}

export const ChartHeadCell = ({ scope, children }: { scope: "col" | "row"; children: ReactNode }) => (
  <th className={c.th} scope={scope}>
    {children}
  </th>
);

export const ChartCell = ({ children }: { children: ReactNode }) => <td className={c.td}>{children}</td>;
