// Apart from operations.ts so the web app can import it without the server's code: it uploads
// images over REST itself (upload progress).
export const UPLOAD_IMAGE_PATH = "/api/upload-image";
