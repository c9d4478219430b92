import type { CSSProperties, ReactNode } from "react";

/**
 * Mantine's Table markup (striped, highlighted on hover, with a border, in a natively scrolling
 * container) without Mantine's Table code, which brings its ScrollArea along (about 6 KB on the
 * wire, decision 062). Mantine's style sheet dresses it; `ChartTable.test.tsx` fails if the markup
 * drifts from Mantine's.
 */
const classes = {
  scroll: "m_a100c15 mantine-TableScrollContainer-scrollContainer",
  scrollInner: "m_62259741 mantine-TableScrollContainer-scrollContainerInner",
  table: "m_b23fa0ef mantine-Table-table",
  thead: "m_b242d975 mantine-Table-thead",
  tbody: "m_b2404537 mantine-Table-tbody",
  tr: "m_4e7aa4fd mantine-Table-tr",
  th: "m_4e7aa4f3 mantine-Table-th",
  td: "m_4e7aa4ef mantine-Table-td",
} as const;

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
    "--table-overflow": "auto",
  } as CSSProperties;
  return (
    // biome-ignore lint/a11y/useSemanticElements: Mantine's markup is a div; the role makes it a region all the same.
    <div
      style={scrollStyle}
      className={scrollClassName ? `${scrollClassName} ${classes.scroll}` : classes.scroll}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard.
      tabIndex={0}
      role="region"
      aria-labelledby={labelledBy}
    >
      <div className={classes.scrollInner}>
        <table
          style={{ "--table-vertical-spacing": "var(--mantine-spacing-xs)" } as CSSProperties}
          className={tableClassName ? `${tableClassName} ${classes.table}` : classes.table}
          data-with-table-border
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
        >
          <thead className={classes.thead}>{head}</thead>
          <tbody className={classes.tbody}>{children}</tbody>
        </table>
      </div>
    </div>
  );
}

/** A row of a `ChartTable`, striped and highlighted as Mantine's are. */
export function ChartRow({ children, ...data }: { children: ReactNode; [data: `data-${string}`]: unknown }) {
  return (
    <tr className={classes.tr} data-with-row-border data-striped="odd" data-hover {...data}>
      {children}
    </tr>
  );
}

export const ChartHeadCell = ({ scope, children }: { scope: "col" | "row"; children: ReactNode }) => (
  <th className={classes.th} scope={scope}>
    {children}
  </th>
);

export const ChartCell = ({ children }: { children: ReactNode }) => (
  <td className={classes.td}>{children}</td>
);
