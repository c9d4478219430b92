import { Table } from "@mantine/core";
import { expect, it } from "vitest";
import { mantineMarkup as markup } from "../mantine-markup.testing";
import { ChartCell, ChartHeadCell, ChartRow, ChartTable } from "./ChartTable";

// The sizing charts draw Mantine's table markup without Mantine's code: it must stay exactly what
// Mantine renders for the same table, so Mantine's style sheet dresses both alike.
it("draws the markup of Mantine's striped, bordered table in a native scroll container", () => {
  const mantine = (
    <Table.ScrollContainer
      type="native"
      minWidth={300}
      className="scroller"
      tabIndex={0}
      role="region"
      aria-labelledby="h"
    >
      <Table
        striped
        highlightOnHover
        withTableBorder
        verticalSpacing="xs"
        className="chart"
        aria-labelledby="h"
        aria-describedby="n"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Size</Table.Th>
            <Table.Th scope="col">Chest</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr data-adult-start>
            <Table.Th scope="row">Adult S</Table.Th>
            <Table.Td>34-36</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Adult M</Table.Th>
            <Table.Td>38-40</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  const plain = (
    <ChartTable
      minWidthRem={18.75}
      scrollClassName="scroller"
      tableClassName="chart"
      labelledBy="h"
      describedBy="n"
      head={
        <ChartRow>
          <ChartHeadCell scope="col">Size</ChartHeadCell>
          <ChartHeadCell scope="col">Chest</ChartHeadCell>
        </ChartRow>
      }
    >
      <ChartRow data-adult-start>
        <ChartHeadCell scope="row">Adult S</ChartHeadCell>
        <ChartCell>34-36</ChartCell>
      </ChartRow>
      <ChartRow data-adult-start={undefined}>
        <ChartHeadCell scope="row">Adult M</ChartHeadCell>
        <ChartCell>38-40</ChartCell>
      </ChartRow>
    </ChartTable>
  );
  expect(markup(plain)).toBe(markup(mantine));
});
