// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { ChartCell, ChartHeadCell, ChartRow, ChartTable } from "./ChartTable";

afterEach(cleanup);

it("draws a chart a screen reader can name and read by row and column, in a region a keyboard scrolls", () => {
  render(
    <>
      <h3 id="h">Adult T-Shirts</h3>
      <p id="n">Measurements in inches.</p>
      <ChartTable
        minWidthRem={18.75}
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
      </ChartTable>
    </>,
  );
  const region = screen.getByRole("region", { name: "Adult T-Shirts" });
  expect(region.tabIndex).toBe(0);
  const table = within(region).getByRole("table", { name: "Adult T-Shirts" });
  expect(table.getAttribute("aria-describedby")).toBe("n");
  expect(
    within(table)
      .getAllByRole("columnheader")
      .map((th) => th.textContent),
  ).toEqual(["Size", "Chest"]);
  expect(within(table).getByRole("rowheader").textContent).toBe("Adult S");
  expect(within(table).getByRole("cell").textContent).toBe("34-36");
  // A row keeps the data attributes the page styles it by.
  expect(within(table).getAllByRole("row")[1]?.hasAttribute("data-adult-start")).toBe(true);
});
