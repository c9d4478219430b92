import { SimpleGrid, Table, Text, Title } from "@mantine/core";
import type { TopProduct } from "@store/api/contracts";
import { formatCount, formatMoney } from "../shared/format";

function TopTable({ id, title, products }: { id: string; title: string; products: TopProduct[] }) {
  return (
    <div>
      <Title order={3} fz="md" id={id} mb={6}>
        {title}
      </Title>
      {products.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing sold in this period.
        </Text>
      ) : (
        <Table aria-labelledby={id} verticalSpacing={6} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th ta="right">Units</Table.Th>
              <Table.Th ta="right">Revenue</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {products.map((p) => (
              <Table.Tr key={`${p.product_id}-${p.product_name}`}>
                <Table.Td>{p.product_name}</Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: "tabular-nums" }}>
                  {formatCount(p.quantity)}
                </Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}>
                  {formatMoney(p.revenue)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </div>
  );
}

/** The period's best sellers, by units sold and by money taken, side by side on a wide screen. */
export function TopProducts({
  byQuantity,
  byRevenue,
}: {
  byQuantity: TopProduct[];
  byRevenue: TopProduct[];
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt="lg">
      <TopTable id="top-by-units" title="Top products by units" products={byQuantity} />
      <TopTable id="top-by-revenue" title="Top products by revenue" products={byRevenue} />
    </SimpleGrid>
  );
}
