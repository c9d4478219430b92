import type { ProofSubject } from "@store/api/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../../lib/trpc";

/**
 * Sends a proof as multipart (it travels alone, outside the JSON batch). The quote or request it
 * belongs to changes status and history, so its lists and details are asked again.
 */
export function useProofUpload(subject: ProofSubject) {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.proofs.upload.mutationOptions({
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({
            queryKey: subject === "quote" ? trpc.quotes.pathKey() : trpc.submissions.pathKey(),
          }),
          queryClient.invalidateQueries({ queryKey: trpc.audit.pathKey() }),
        ]),
    }),
  );
}

/** The multipart body `proofs.upload` takes. */
export function proofForm(subject: ProofSubject, id: string, file: File, message: string): FormData {
  const form = new FormData();
  form.append("id", id);
  form.append("subject", subject);
  form.append("file", file);
  if (message.trim()) form.append("message", message.trim());
  return form;
}
