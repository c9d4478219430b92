import { z } from "zod";

/** A calendar month in the store's time, as the return is filed for: "2026-07". */
export const taxReturnInput = z
  .object({
    month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Give the month as YYYY-MM, for example 2026-07."),
  })
  .strict();
export type TaxReturnInput = z.infer<typeof taxReturnInput>;

/** Sales figures in whole cents: what the Department of Revenue's return asks for. */
const figures = {
  /** Orders placed in the month and not cancelled. */
  orders: z.number().int(),
  /** Subtotal plus delivery fee of those orders, before tax. */
  gross_sales_cents: z.number().int(),
  /** The part of gross sales not taxed: exempt orders whole, and holiday clothing of the others. */
  exempt_sales_cents: z.number().int(),
  /** Gross sales less exempt sales: what the state's rate was applied to (all of a non-exempt order taxed at no rate). */
  taxable_sales_cents: z.number().int(),
  tax_collected_cents: z.number().int(),
};

/** One jurisdiction's line of a place: what its rate was applied to and the tax it brought. */
export const taxReturnJurisdiction = z.object({
  level: z.enum(["state", "county", "city", "police jurisdiction", "district"]),
  jurisdiction: z.string(),
  /** Percent; a rate changed within the month gives a line per rate. */
  rate: z.number(),
  taxable_cents: z.number().int(),
  tax_cents: z.number().int(),
});

export const taxReturnPlace = z.object({
  /** The place as the orders keep its name; "No tax place" for orders placed before tax was set up. */
  place: z.string(),
  ...figures,
  jurisdictions: z.array(taxReturnJurisdiction),
});

/** An exempt order, with what made it exempt and where its document is read. */
export const taxReturnExemptOrder = z.object({
  order_id: z.string(),
  number: z.number().int(),
  placed_at: z.string(),
  place: z.string(),
  gross_sales_cents: z.number().int(),
  exemption: z.object({
    id: z.string(),
    kind: z.enum(["school_po", "nonprofit", "resale"]),
    organisation: z.string(),
    number: z.string(),
  }),
  /** The uploaded certificate, purchase order or resale document. */
  document_url: z.string(),
});

export const taxReturnSchema = z.object({
  month: z.string(),
  /** The first and last store days (America/Chicago) the return covers. */
  first_day: z.string(),
  last_day: z.string(),
  places: z.array(taxReturnPlace),
  totals: z.object(figures),
  exempt_orders: z.array(taxReturnExemptOrder),
});
export type TaxReturnDto = z.infer<typeof taxReturnSchema>;
export type TaxReturnPlace = z.infer<typeof taxReturnPlace>;
