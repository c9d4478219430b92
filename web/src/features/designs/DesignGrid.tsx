import { SimpleGrid } from "@mantine/core";
import type { StockDesign } from "../../data/stock-designs";
import { DesignCard } from "./DesignCard";

/** Cards in the first row of the widest (three-column) grid load at once; the rest lazily. */
const EAGER_CARDS = 3;

export function DesignGrid({ designs, lazy = false }: { designs: readonly StockDesign[]; lazy?: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="lg">
      {designs.map((design, index) => (
        <DesignCard key={design.id} design={design} eager={!lazy && index < EAGER_CARDS} />
      ))}
    </SimpleGrid>
  );
}
