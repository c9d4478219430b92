/** What a proof may be (the server checks the bytes too): one image or a PDF, at most 10 MB. */
export const PROOF_TYPES = ["image/jpeg", "image/png", "image/gif", "application/pdf"] as const;
export const MAX_PROOF_BYTES = 10 * 1024 * 1024;

/** Why a chosen file cannot be sent as a proof, in words staff understand; undefined when it can. */
export function proofFileProblem(file: { type: string; size: number } | null): string | undefined {
  if (!file) return "Choose the proof file to send.";
  if (!(PROOF_TYPES as readonly string[]).includes(file.type))
    return "Choose a JPEG, PNG or GIF image, or a PDF.";
  if (file.size > MAX_PROOF_BYTES) return "The file is larger than 10 MB. Send a smaller copy.";
  if (file.size === 0) return "The file is empty.";
  return undefined;
}

export const isImageType = (type: string) => type.startsWith("image/");
