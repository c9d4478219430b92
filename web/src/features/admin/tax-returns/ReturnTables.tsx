import { Anchor, Box, Paper, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import type { RouterOutputs } from "@store/api/contracts";
import { exemptionDocumentUrl } from "@store/api/contracts";
import { AnchorLink } from "../../product/AnchorLink";
import { formatCount, formatMoney } from "../shared/format";
import { ScrollTable } from "../team-stores/ScrollTable";
import classes from "./ReturnTables.module.css";

type TaxReturn = RouterOutputs["taxReturns"]["get"];
type Figures = TaxReturn["totals"];

/** Whole cents as the screen shows money. */
const cents = (c: number) => formatMoney(c / 100);
const num = { ta: "right" as const, style: { fontVariantNumeric: "tabular-nums" } };

const KIND_WORDS: Record<TaxReturn["exempt_orders"][number]["exemption"]["kind"], string> = {
  school_po: "School purchase order",
  nonprofit: "Nonprofit certificate",
  resale: "Resale number",
};

function FigureCells({ f }: { f: Figures }) {
  return (
    <>
      <Table.Td {...num}>{formatCount(f.orders)}</Table.Td>
      <Table.Td {...num}>{cents(f.gross_sales_cents)}</Table.Td>
      <Table.Td {...num}>{cents(f.exempt_sales_cents)}</Table.Td>
      <Table.Td {...num}>{cents(f.taxable_sales_cents)}</Table.Td>
      <Table.Td {...num} fw={700}>
        {cents(f.tax_collected_cents)}
      </Table.Td>
    </>
  );
}

/** One place's figures as a short list: a phone's width has no room for six columns. */
function PlaceCard({ name, f, strong }: { name: string; f: Figures; strong?: boolean }) {
  const rows: [string, string][] = [
    ["Orders", formatCount(f.orders)],
    ["Gross sales", cents(f.gross_sales_cents)],
    ["Exempt sales", cents(f.exempt_sales_cents)],
    ["Taxable sales", cents(f.taxable_sales_cents)],
    ["Sales tax", cents(f.tax_collected_cents)],
  ];
  return (
    <Paper withBorder radius="md" p="sm" style={strong ? { borderWidth: 2 } : undefined}>
      <Title order={3} fz="md" mb={6}>
        {name}
      </Title>
      <dl className={classes.figures}>
        {rows.map(([label, value]) => (
          <div key={label} className={classes.figure}>
            <dt>{label}</dt>
            <dd data-strong={label === "Sales tax" || undefined}>{value}</dd>
          </div>
        ))}
      </dl>
    </Paper>
  );
}

/** Per place: gross, exempt and taxable sales and the tax collected, with the month's total. */
export function PlacesTable({ r }: { r: TaxReturn }) {
  return (
    <>
      <Stack gap="sm" hiddenFrom="sm" aria-label="Sales by place" role="group">
        {r.places.map((p) => (
          <PlaceCard key={p.place} name={p.place} f={p} />
        ))}
        <PlaceCard name="Total" f={r.totals} strong />
      </Stack>
      <Box visibleFrom="sm">
        <PlacesWide r={r} />
      </Box>
    </>
  );
}

function PlacesWide({ r }: { r: TaxReturn }) {
  return (
    <ScrollTable label="Sales by place" minWidth={620}>
      <Table striped withTableBorder verticalSpacing="xs" aria-label="Sales by place">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Place</Table.Th>
            <Table.Th ta="right">Orders</Table.Th>
            <Table.Th ta="right">Gross sales</Table.Th>
            <Table.Th ta="right">Exempt sales</Table.Th>
            <Table.Th ta="right">Taxable sales</Table.Th>
            <Table.Th ta="right">Sales tax</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {r.places.map((p) => (
            <Table.Tr key={p.place}>
              <Table.Th scope="row" fw={600}>
                {p.place}
              </Table.Th>
              <FigureCells f={p} />
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Th scope="row">Total</Table.Th>
            <FigureCells f={r.totals} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollTable>
  );
}

/** Each place's tax per jurisdiction: the lines of the Department of Revenue's return. */
export function JurisdictionTables({ r }: { r: TaxReturn }) {
  return (
    <Stack gap="lg">
      {r.places.map((p) => (
        <section key={p.place} aria-label={`${p.place}: tax by jurisdiction`}>
          <Title order={3} fz="md" mb="xs">
            {p.place}
          </Title>
          {p.jurisdictions.length === 0 ? (
            <Text c="dimmed" size="sm">
              No rates were set up when these orders were placed: no tax was collected on them, and they count
              as taxable sales.
            </Text>
          ) : (
            <ScrollTable label={`${p.place}: tax by jurisdiction`} minWidth={330}>
              <Table striped withTableBorder verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Jurisdiction</Table.Th>
                    <Table.Th ta="right">Rate</Table.Th>
                    <Table.Th ta="right">Taxable</Table.Th>
                    <Table.Th ta="right">Tax</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {p.jurisdictions.map((j) => (
                    <Table.Tr key={`${j.level}-${j.jurisdiction}-${j.rate}`}>
                      <Table.Td>
                        {j.jurisdiction}
                        <Text size="xs" c="dimmed" tt="capitalize">
                          {j.level}
                        </Text>
                      </Table.Td>
                      <Table.Td {...num}>{`${j.rate}%`}</Table.Td>
                      <Table.Td {...num}>{cents(j.taxable_cents)}</Table.Td>
                      <Table.Td {...num} fw={700}>
                        {cents(j.tax_cents)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          )}
        </section>
      ))}
    </Stack>
  );
}

/** The month's exempt orders, each with what made it exempt and its document. */
export function ExemptOrdersTable({ r }: { r: TaxReturn }) {
  if (r.exempt_orders.length === 0)
    return (
      <Text c="dimmed" size="sm">
        No exempt orders this month.
      </Text>
    );
  return (
    <ScrollTable label="Exempt orders" minWidth={480}>
      <Table striped withTableBorder verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Order</Table.Th>
            <Table.Th>Exemption</Table.Th>
            <Table.Th ta="right">Gross sales</Table.Th>
            <Table.Th>Document</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {r.exempt_orders.map((o) => (
            <Table.Tr key={o.order_id}>
              <Table.Td>
                <AnchorLink to="/admin/orders/$number" params={{ number: String(o.number) }} fw={700}>
                  #{o.number}
                </AnchorLink>
                <Text size="sm">{o.exemption.organisation}</Text>
              </Table.Td>
              <Table.Td>
                {KIND_WORDS[o.exemption.kind]} {o.exemption.number}
              </Table.Td>
              <Table.Td {...num}>{cents(o.gross_sales_cents)}</Table.Td>
              <Table.Td>
                <Anchor href={exemptionDocumentUrl(o.exemption.id)} target="_blank" rel="noopener">
                  View document<VisuallyHidden> for order #{o.number}</VisuallyHidden>
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
