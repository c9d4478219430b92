import type { ProofDto } from "@store/api/contracts";
import type { Voice } from "./voice";

/** A proof the browser can show as a picture; anything else (a PDF) is a link to open or save. */
export const isImageProof = (proof: Pick<ProofDto, "file_type" | "file_name">) =>
  proof.file_type.startsWith("image/") || /\.(png|jpe?g|gif)$/i.test(proof.file_name);

/** The customer's answer to a proof, in words; staff also see a proof still waiting, and a colour. */
export function proofAnswer(
  proof: Pick<ProofDto, "response">,
  voice: Voice,
): { label: string; color: string } | null {
  const customer = voice === "customer";
  if (proof.response === "approved")
    return { label: customer ? "You approved this proof" : "Approved", color: "green" };
  if (proof.response === "changes_requested")
    return { label: customer ? "You asked for changes" : "Changes requested", color: "orange" };
  return customer ? null : { label: "Waiting for an answer", color: "gray" };
}
