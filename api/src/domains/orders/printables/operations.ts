import type { Database } from "@store/db";
import { z } from "zod";
import { recordId } from "../../../common/fields";
import { isUuid, notFound } from "../../../common/not-found";
import type { PdfFile } from "../../../http/pdf-response";
import type { MailSettings } from "../../../mail/settings";
import { type Documented, defineOperation } from "../../define";
import { idParam } from "../../parts";
import { MAX_ORDER_IDS, orderIdsParam } from "../order-ids";
import { drawInvoice } from "./invoice";
import { withInvoicePayLinks } from "./invoice-pay-links";
import { drawPackingSlip } from "./packing-slip";
import { INVOICE_PATH, INVOICES_PATH, PACKING_SLIP_PATH, PACKING_SLIPS_PATH } from "./paths";
import { letterDocument, streamDocument } from "./pdf-document";
import { ordersToPrint, printFilename } from "./print-orders";

const tag = "Orders";
const idsParam = [
  {
    name: "ids",
    required: true as const,
    description: `The orders' ids (UUIDs), separated by commas; at most ${MAX_ORDER_IDS}. An id named twice is printed once; the orders come out sorted by number.`,
  },
];
const oneOrder = z.object({ id: recordId }).strict();
const batch = z.object({ ids: orderIdsParam }).strict();

const printables = {
  "packing-slip": { title: "Packing slips", draw: drawPackingSlip },
  invoice: { title: "Invoices", draw: drawInvoice },
} as const;
type Kind = keyof typeof printables;

async function printed(
  kind: Kind,
  ctx: { db: Database; mail: MailSettings },
  orders: Awaited<ReturnType<typeof ordersToPrint>>,
  isBatch: boolean,
): Promise<PdfFile> {
  const { title, draw } = printables[kind];
  const numbers = orders.map((o) => `#${o.number}`).join(", ");
  const doc = letterDocument(`${title} ${numbers}`.slice(0, 200));
  // An invoice with something due says how to pay it online too, when the store takes payments online.
  const toPrint = kind === "invoice" ? await withInvoicePayLinks(ctx.db, ctx.mail, orders) : orders;
  return { filename: printFilename(kind, orders, isBatch), stream: streamDocument(doc, toPrint, draw) };
}

const single = (kind: Kind, operationId: string, summary: string, path: string) =>
  defineOperation({
    kind: "query",
    access: "admin",
    permission: "orders.view",
    input: oneOrder,
    handler: async ({ ctx, input }) => {
      if (!isUuid(input.id)) throw notFound("order", input.id);
      return printed(kind, ctx, await ordersToPrint(ctx.db, [input.id.toLowerCase()]), false);
    },
    rest: { method: "get", path, operationId, summary, tag, pathParams: idParam, pdf: true },
  });

const many = (kind: Kind, operationId: string, summary: string, path: string) =>
  defineOperation({
    kind: "query",
    access: "admin",
    permission: "orders.view",
    input: batch,
    handler: async ({ ctx, input }) => printed(kind, ctx, await ordersToPrint(ctx.db, input.ids), true),
    rest: {
      method: "get",
      path,
      operationId,
      summary,
      tag,
      query: idsParam,
      pdf: true,
      errors: [{ status: 404, description: "One or more ids name no order; the message lists them." }],
    },
  });

/**
 * Packing slips and invoices as PDF: REST only (a PDF is bytes, which tRPC's JSON cannot carry),
 * still declared once here, so access, input checks and the document come from the declaration.
 */
const operations = {
  packingSlip: single(
    "packing-slip",
    "getPackingSlip",
    "One order's packing slip as a PDF: lines with size and quantity and a box to tick, no prices",
    PACKING_SLIP_PATH,
  ),
  invoice: single(
    "invoice",
    "getInvoice",
    "One order's invoice as a PDF: lines with prices, totals, amount paid and the balance due",
    INVOICE_PATH,
  ),
  packingSlips: many(
    "packing-slip",
    "getPackingSlips",
    "Packing slips of several orders in one PDF, each order from a new page, sorted by order number",
    PACKING_SLIPS_PATH,
  ),
  invoices: many(
    "invoice",
    "getInvoices",
    "Invoices of several orders in one PDF, each order from a new page, sorted by order number",
    INVOICES_PATH,
  ),
};

export const printableOperations: Documented[] = Object.entries(operations).map(([name, op]) => ({
  ...op,
  name: `orders.${name}`,
}));
