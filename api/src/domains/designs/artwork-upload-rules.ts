import { MAX_FILE_BYTES } from "../../common/uploads";
import type { UploadRules } from "../../uploads/validate";

/**
 * Spec §5: JPEG, PNG, GIF or PDF, each at most 10 MB, in the spec's words. The same rules take a
 * customer's artwork (a request or a quote) and staff's proof of it.
 */
export const artworkUploadRules: UploadRules = {
  maxBytes: MAX_FILE_BYTES,
  allowedTypes: ["image/jpeg", "image/png", "image/gif", "application/pdf"],
  tooLarge: (file) => `File "${file}" is too large. Max size is 10MB.`,
  unsupported: (file) =>
    `File "${file}" has an unsupported type. Please upload an image (JPEG, PNG, GIF) or PDF.`,
};
