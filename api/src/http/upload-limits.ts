import { MAX_FILE_BYTES, MAX_UPLOAD_REQUEST_BYTES } from "../schemas/uploads";
import { artworkUploadRules } from "../services/artwork";
import { imageUploadRules } from "../services/images";
import type { MultipartLimits } from "./multipart-stream";

/** Room for the form fields and the multipart framing around one file. */
const MULTIPART_OVERHEAD = 64 * 1024;

const SEVERAL_FILES = "The upload is too large: send at most 10 files of 10MB each.";

/** Artwork and quote requests: up to ten files, each in the spec's artwork words. */
const artworkBody: MultipartLimits = {
  maxRequestBytes: MAX_UPLOAD_REQUEST_BYTES,
  maxFileBytes: MAX_FILE_BYTES,
  tooLarge: artworkUploadRules.tooLarge,
  requestTooLarge: SEVERAL_FILES,
};
/** A proof: one file, refused in the artwork words (proofs follow the artwork rules). */
const proofBody: MultipartLimits = {
  ...artworkBody,
  maxRequestBytes: MAX_FILE_BYTES + MULTIPART_OVERHEAD,
  requestTooLarge: "File size must be less than 10MB.",
};
/** A library image: one file, in the image form's words. */
const imageBody: MultipartLimits = {
  maxRequestBytes: MAX_FILE_BYTES + MULTIPART_OVERHEAD,
  maxFileBytes: MAX_FILE_BYTES,
  tooLarge: imageUploadRules.tooLarge,
  requestTooLarge: "File size must be less than 10MB.",
};

const UPLOAD_PATHS = new Map<string, MultipartLimits>([
  ["/api/custom-artwork-submissions", artworkBody],
  ["/trpc/submissions.createArtwork", artworkBody],
  ["/api/upload-image", imageBody],
  ["/trpc/images.upload", imageBody],
  ["/api/quotes", artworkBody],
  ["/trpc/quotes.request", artworkBody],
  ["/trpc/proofs.upload", proofBody],
]);
/** Paths with a record id in them that take one proof file. */
const PROOF_UPLOAD_PATH = /^\/api\/(quotes|custom-artwork-submissions)\/[^/]+\/proofs$/;

/** The size rules of a path that takes files; none for the JSON-only paths. */
export const uploadLimitsFor = (path: string): MultipartLimits | undefined =>
  UPLOAD_PATHS.get(path) ?? (PROOF_UPLOAD_PATH.test(path) ? proofBody : undefined);
