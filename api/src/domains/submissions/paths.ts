// Apart from operations.ts so the web app can import them without the server's code: it sends
// artwork requests (upload progress) and downloads the CSV over REST itself.
export const ARTWORK_REQUESTS_PATH = "/api/custom-artwork-submissions";
export const ARTWORK_EXPORT_PATH = "/api/custom-artwork-submissions/export";
