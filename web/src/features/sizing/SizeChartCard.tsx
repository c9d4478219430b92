import { Text, Title } from "@mantine/core";
import type { SizeChart } from "../../data/sizing-charts";
import text from "../../ui/styles/text.module.css";
import { ChartCell, ChartHeadCell, ChartRow, ChartTable } from "../../ui/tables/ChartTable";
import classes from "./sizing.module.css";

/** One garment's chart: a heading, a note on units and fit, and the table itself. */
export function SizeChartCard({ chart }: { chart: SizeChart }) {
  const headingId = `${chart.id}-heading`;
  const noteId = `${chart.id}-note`;
  const [sizeColumn, ...measureColumns] = chart.columns;
  return (
    <div className={classes.card}>
      <Title order={3} id={headingId} fz={22}>
        {chart.title}
      </Title>
      <Text id={noteId} size="sm" className={text.muted} mt={4} mb="md">
        {chart.note}
      </Text>
      <ChartTable
        minWidthRem={18.75}
        scrollClassName={classes.scroller}
        tableClassName={classes.table}
        labelledBy={headingId}
        describedBy={noteId}
        head={
          <ChartRow>
            <ChartHeadCell scope="col">{sizeColumn}</ChartHeadCell>
            {measureColumns.map((column) => (
              <ChartHeadCell key={column} scope="col">
                {column}
              </ChartHeadCell>
            ))}
          </ChartRow>
        }
      >
        {chart.rows.map((row) => (
          <ChartRow key={row.size} data-adult-start={row.size === "Adult S" || undefined}>
            <ChartHeadCell scope="row">{row.size}</ChartHeadCell>
            {row.values.map((value, i) => (
              <ChartCell key={measureColumns[i]}>{value}</ChartCell>
            ))}
          </ChartRow>
        ))}
      </ChartTable>
    </div>
  );
}
