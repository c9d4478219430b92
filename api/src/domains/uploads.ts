import { MAX_ARTWORK_FILES, MAX_FILE_BYTES, MAX_UPLOAD_REQUEST_BYTES } from "../common/uploads";
import type { MultipartLimits } from "../http/multipart-stream";
import type { UploadLimits } from "./define";
import { artworkUploadRules } from "./designs/artwork-upload-rules";
import { imageUploadRules } from "./images/images";

// The size rules of the bodies that carry files; each upload operation names its own.

/** Room for the form fields and the multipart framing around one file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Artwork and quote requests: up to ten files, each in the spec's artwork words. */
export const severalArtworkFiles: UploadLimits = {
  maxFiles: MAX_ARTWORK_FILES,
  maxRequestBytes: MAX_UPLOAD_REQUEST_BYTES,
  maxFileBytes: MAX_FILE_BYTES,
  tooLarge: artworkUploadRules.tooLarge,
  requestTooLarge: "The upload is too large: send at most 10 files of 10MB each.",
};
/** A proof: one file, refused in the artwork words (proofs follow the artwork rules). */
export const oneProofFile: UploadLimits = {
  ...severalArtworkFiles,
  maxFiles: 1,
  maxRequestBytes: MAX_FILE_BYTES + MULTIPART_OVERHEAD,
  requestTooLarge: "File size must be less than 10MB.",
};
/** A library image: one file, in the image form's words. */
export const oneImageFile: MultipartLimits = {
  maxRequestBytes: MAX_FILE_BYTES + MULTIPART_OVERHEAD,
  maxFileBytes: MAX_FILE_BYTES,
  tooLarge: imageUploadRules.tooLarge,
  requestTooLarge: "File size must be less than 10MB.",
};
