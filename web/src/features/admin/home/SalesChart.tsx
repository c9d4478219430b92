import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { Box, Table, VisuallyHidden } from "@mantine/core";
import type { HomeDto } from "@store/api/contracts";
import { formatMoney } from "../shared/format";
import { formatLongDay, formatShortDay } from "./sales-words";

type Day = HomeDto["sales"]["series"][number];

/**
 * Daily sales as bars. The drawing is for the eye only: screen readers get the same figures as a
 * table (visually hidden), day by day, after the summary above it.
 */
export function SalesChart({ series, days }: { series: Day[]; days: number }) {
  return (
    <>
      <Box aria-hidden="true">
        <BarChart
          h={240}
          data={series}
          dataKey="day"
          series={[{ name: "total", label: "Sales", color: "navy.6" }]}
          valueFormatter={(value) => formatMoney(value)}
          xAxisProps={{ tickFormatter: formatShortDay, minTickGap: 16 }}
          yAxisProps={{ width: 72 }}
          tickLine="y"
          gridAxis="y"
          accessibilityLayer={false}
          tooltipAnimationDuration={150}
          maxBarWidth={28}
        />
      </Box>
      <VisuallyHidden>
        <Table>
          <caption>Daily sales, last {days} days</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Orders</th>
              <th scope="col">Sales</th>
            </tr>
          </thead>
          <tbody>
            {series.map((d) => (
              <tr key={d.day}>
                <th scope="row">{formatLongDay(d.day)}</th>
                <td>{d.orders}</td>
                <td>{formatMoney(d.total)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </>
  );
}
