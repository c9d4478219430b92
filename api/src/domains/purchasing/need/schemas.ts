import { z } from "zod";

const sourceSchema = z.object({
  kind: z.enum(["batch", "order"]),
  id: z.string(),
});

/** One product and size of a need, as staff and integrators read it. */
export const needLineSchema = z.object({
  product_id: z.string(),
  product_name: z.string(),
  size: z.string().meta({ description: 'The size; "" for a one-size product.' }),
  style_number: z.string(),
  color_name: z.string(),
  sku: z.string(),
  unit_cost: z.number(),
  pieces: z.number().int().meta({ description: "Pieces to decorate for the sources." }),
  from_stock: z.number().int().meta({ description: "Shelf stock set aside for them." }),
  on_order: z.number().int().meta({ description: "On open purchase orders for them, not yet counted in." }),
  to_order: z.number().int().meta({ description: "pieces − from_stock − on_order, never negative." }),
  uses: z.array(z.object({ source: sourceSchema, label: z.string(), quantity: z.number().int() })),
});

export const needReportSchema = z.object({
  sources: z.array(z.object({ source: sourceSchema, label: z.string() })),
  suppliers: z.array(
    z.object({
      supplier_id: z.string(),
      supplier_name: z.string(),
      lines: z.array(needLineSchema),
      to_order: z.number().int(),
      cost: z.number().meta({ description: "What to_order costs at the mapped unit costs." }),
    }),
  ),
  unmapped: z.array(
    z.object({
      product_id: z.string().nullable(),
      product_name: z.string(),
      size: z.string(),
      pieces: z.number().int(),
      why: z.string(),
    }),
  ),
});
export type NeedReportDto = z.infer<typeof needReportSchema>;
