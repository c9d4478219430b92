import type { Database } from "@store/db";
import { sql } from "drizzle-orm";
import { rawRows } from "../../common/raw-rows";
import { STORE_TIME_ZONE } from "../../common/store-clock";
import { exemptionDocumentUrl } from "./paths";
import type { TaxReturnDto, TaxReturnPlace } from "./schemas";

/** Orders taxed before any place was set up keep no place name; the return still counts them. */
export const NO_PLACE = "No tax place";

/** The store days a month covers, and the first day of the next (the range's open end). */
export function monthDays(month: string) {
  const [year = 0, m = 1] = month.split("-").map(Number);
  const pad = (n: number) => String(n).padStart(2, "0");
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const next = m === 12 ? `${year + 1}-01-01` : `${year}-${pad(m + 1)}-01`;
  return { first: `${month}-01`, last: `${month}-${pad(lastDay)}`, next };
}

// The month's orders: placed from the first store day's midnight to the next month's, Central
// time (a sale at 23:50 on the 31st belongs to that month though UTC says the next), never
// cancelled ones. Read through the created_at index.
const monthOrders = (first: string, next: string) => sql`
  select * from orders
  where status <> 'cancelled'
    and created_at >= (${first}::timestamp at time zone ${STORE_TIME_ZONE})
    and created_at < (${next}::timestamp at time zone ${STORE_TIME_ZONE})`;

// Each order's figures in cents. Taxable is what the state's rate was applied to: the state taxes
// every taxable sale (counties and cities may join a holiday or not), so gross less it is the
// exempt part, whole for an exempt order, the holiday clothing of another. An order taxed at no
// state rate (placed before tax was set up) and not exempt is a taxable sale on which no tax was
// collected: the return shows it so, rather than calling it exempt.
const orderFigures = (first: string, next: string) => sql`
  select o.id, o.number, o.created_at, o.exemption, o.place, o.gross,
    coalesce(o.state_taxable, case when o.exemption is null then o.gross else 0 end) as taxable,
    o.tax_cents as tax
  from (
    select m.*, coalesce(m.tax_place_name, ${NO_PLACE}) as place,
      round(m.subtotal * 100) + round(m.delivery_fee * 100) as gross,
      (select sum(round((l->>'taxable')::numeric * 100))
         from jsonb_array_elements(m.tax_lines) l where l->>'level' = 'state') as state_taxable,
      round(m.tax * 100) as tax_cents
    from (${monthOrders(first, next)}) m
  ) o`;

type Cents = string | number;
interface PlaceRow {
  place: string;
  orders: Cents;
  gross: Cents;
  taxable: Cents;
  tax: Cents;
}
interface JurisdictionRow {
  place: string;
  level: TaxReturnPlace["jurisdictions"][number]["level"];
  jurisdiction: string;
  rate: Cents;
  taxable: Cents;
  tax: Cents;
}
interface ExemptRow {
  id: string;
  number: number;
  created_at: string | Date;
  place: string;
  gross: Cents;
  exemption: { id: string; kind: "school_po" | "nonprofit" | "resale"; organisation: string; number: string };
}

/**
 * The month's sales-tax return (decision 085): per place the orders' gross, exempt and taxable
 * sales and the tax collected, per jurisdiction what its rate was applied to and brought, and the
 * exempt orders with their documents. Summed by the database; figures in whole cents.
 */
export async function monthlyReturn(db: Database, month: string): Promise<TaxReturnDto> {
  const { first, last, next } = monthDays(month);
  const [placeRows, jurisdictionRows, exemptRows] = await Promise.all([
    rawRows<PlaceRow>(
      db,
      sql`select place, count(*) as orders, sum(gross) as gross, sum(taxable) as taxable, sum(tax) as tax
          from (${orderFigures(first, next)}) f group by place order by place`,
    ),
    rawRows<JurisdictionRow>(
      db,
      sql`select coalesce(o.tax_place_name, ${NO_PLACE}) as place, l->>'level' as level,
            l->>'jurisdiction' as jurisdiction, (l->>'rate')::numeric as rate,
            sum(round((l->>'taxable')::numeric * 100)) as taxable, sum(round((l->>'tax')::numeric * 100)) as tax
          from (${monthOrders(first, next)}) o cross join lateral jsonb_array_elements(o.tax_lines) l
          group by 1, 2, 3, 4
          order by 1, array_position(array['state','county','city','police jurisdiction','district'], l->>'level'), 3, 4`,
    ),
    rawRows<ExemptRow>(
      db,
      sql`select id, number, created_at, place, gross, exemption from (${orderFigures(first, next)}) f
          where exemption is not null order by number`,
    ),
  ]);
  const places = placeRows.map((row): TaxReturnPlace => {
    const gross = Number(row.gross);
    const taxable = Number(row.taxable);
    return {
      place: row.place,
      orders: Number(row.orders),
      gross_sales_cents: gross,
      exempt_sales_cents: gross - taxable,
      taxable_sales_cents: taxable,
      tax_collected_cents: Number(row.tax),
      jurisdictions: jurisdictionRows
        .filter((j) => j.place === row.place)
        .map((j) => ({
          level: j.level,
          jurisdiction: j.jurisdiction,
          rate: Number(j.rate),
          taxable_cents: Number(j.taxable),
          tax_cents: Number(j.tax),
        })),
    };
  });
  // A handful of places: their totals add up here, the orders were summed by the database.
  const sum = (pick: (p: TaxReturnPlace) => number) => places.reduce((s, p) => s + pick(p), 0);
  return {
    month,
    first_day: first,
    last_day: last,
    places,
    totals: {
      orders: sum((p) => p.orders),
      gross_sales_cents: sum((p) => p.gross_sales_cents),
      exempt_sales_cents: sum((p) => p.exempt_sales_cents),
      taxable_sales_cents: sum((p) => p.taxable_sales_cents),
      tax_collected_cents: sum((p) => p.tax_collected_cents),
    },
    exempt_orders: exemptRows.map((row) => ({
      order_id: row.id,
      number: row.number,
      placed_at: new Date(row.created_at).toISOString(),
      place: row.place,
      gross_sales_cents: Number(row.gross),
      exemption: {
        id: row.exemption.id,
        kind: row.exemption.kind,
        organisation: row.exemption.organisation,
        number: row.exemption.number,
      },
      document_url: exemptionDocumentUrl(row.exemption.id),
    })),
  };
}
