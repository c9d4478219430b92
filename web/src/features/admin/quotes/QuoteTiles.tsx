import { SimpleGrid } from "@mantine/core";
import { IconClipboardList, IconHourglass, IconSparkles, IconTools } from "@tabler/icons-react";
import { useQuoteStats } from "../routing/quote-search";
import { formatCount } from "../shared/format";
import { StatTile } from "../shared/StatTile";

/** What needs doing: new requests, quotes waiting for the coach, and approved work. */
export function QuoteTiles() {
  const { data } = useQuoteStats();
  const show = (n: number | undefined) => (n === undefined ? undefined : formatCount(n));
  const working = data ? `${formatCount(data.approved)} / ${formatCount(data.in_production)}` : undefined;
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: "sm", sm: "md" }} mb="lg">
      <StatTile label="Total Quotes" value={show(data?.total)} icon={IconClipboardList} color="navy" />
      <StatTile label="New" value={show(data?.new)} icon={IconSparkles} color="blue" />
      <StatTile
        label="Awaiting Customer"
        value={show(data?.awaiting_customer)}
        icon={IconHourglass}
        color="yellow"
      />
      <StatTile label="Approved / In Production" value={working} icon={IconTools} color="teal" />
    </SimpleGrid>
  );
}
