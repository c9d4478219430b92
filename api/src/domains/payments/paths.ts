// Apart from operations.ts so the web app can import it without the server's code: it downloads
// the CSV over REST itself.
export const PAYMENTS_EXPORT_PATH = "/api/payments/export.csv";
