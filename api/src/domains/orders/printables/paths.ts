// Apart from operations.ts so the web app can import them without the server's code: the orders
// screen links to the PDFs itself. These paths are a contract; other screens link to them too.

/** One order's packing slip or invoice: `{id}` is the order's id. */
export const PACKING_SLIP_PATH = "/api/orders/{id}/packing-slip.pdf";
export const INVOICE_PATH = "/api/orders/{id}/invoice.pdf";
/** Several orders in one PDF: `?ids=<id>,<id>,...` (at most 200). */
export const PACKING_SLIPS_PATH = "/api/orders/packing-slips.pdf";
export const INVOICES_PATH = "/api/orders/invoices.pdf";

/** The address of one order's printable. */
export const printableUrl = (path: typeof PACKING_SLIP_PATH | typeof INVOICE_PATH, id: string) =>
  path.replace("{id}", encodeURIComponent(id));

/** The address of a batch's printable. */
export const batchPrintableUrl = (
  path: typeof PACKING_SLIPS_PATH | typeof INVOICES_PATH,
  ids: readonly string[],
) => `${path}?ids=${ids.join(",")}`;
