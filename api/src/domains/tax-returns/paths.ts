// Apart from operations.ts so the web app can import them without the server's code: the return
// screen downloads the CSV and PDF over REST itself.

/** The monthly sales-tax return as JSON: `?month=YYYY-MM`. */
export const TAX_RETURN_PATH = "/api/tax/returns";
export const TAX_RETURN_CSV_PATH = "/api/tax/returns.csv";
export const TAX_RETURN_PDF_PATH = "/api/tax/returns.pdf";

/** Where an exemption's uploaded document is read (the exemptions' own domain serves it). */
export const exemptionDocumentUrl = (exemptionId: string) =>
  `/api/tax-exemptions/${encodeURIComponent(exemptionId)}/document`;

/** A return download's address for a month. */
export const taxReturnUrl = (path: typeof TAX_RETURN_CSV_PATH | typeof TAX_RETURN_PDF_PATH, month: string) =>
  `${path}?month=${encodeURIComponent(month)}`;
