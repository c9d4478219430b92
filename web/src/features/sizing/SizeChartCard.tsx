import { Table, Text, Title } from "@mantine/core";
import type { SizeChart } from "../../data/sizing-charts";
import text from "../../ui/styles/text.module.css";
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
      {/* Focusable so keyboard users can scroll it sideways when a narrow screen needs that. */}
      <Table.ScrollContainer
        type="native"
        minWidth={300}
        className={classes.scroller}
        tabIndex={0}
        role="region"
        aria-labelledby={headingId}
      >
        <Table
          striped
          highlightOnHover
          withTableBorder
          verticalSpacing="xs"
          className={classes.table}
          aria-labelledby={headingId}
          aria-describedby={noteId}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{sizeColumn}</Table.Th>
              {measureColumns.map((column) => (
                <Table.Th key={column} scope="col">
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {chart.rows.map((row) => (
              <Table.Tr key={row.size} data-adult-start={row.size === "Adult S" || undefined}>
                <Table.Th scope="row">{row.size}</Table.Th>
                {row.values.map((value, i) => (
                  <Table.Td key={measureColumns[i]}>{value}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
