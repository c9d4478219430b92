export { ArtworkSent } from "./ArtworkSent";
export { sendArtworkRequest } from "./send-artwork-request";
export { UploadProgress } from "./UploadProgress";
