import { FileInput } from "@mantine/core";
import type { ProofSubject } from "@store/api/contracts";
import { IconSend, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { describeFailure } from "../../../lib/api-errors";
import { NoteField } from "../../../ui/forms/note-fields";
import { notifySuccess } from "../shared/feedback";
import { InlineForm } from "../shared/InlineForm";
import { PROOF_TYPES, proofFileProblem } from "./proof-file";
import { proofForm, useProofUpload } from "./use-proof-upload";

/** One proof file and a note for the customer; sending it e-mails them their private link. */
export function ProofUploadForm({ subject, id }: { subject: ProofSubject; id: string }) {
  const upload = useProofUpload(subject);
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState("");
  const [fileError, setFileError] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const send = () => {
    const problem = proofFileProblem(file);
    setFileError(problem);
    setFailure(undefined);
    if (problem || !file) return;
    upload.mutate(proofForm(subject, id, file, message), {
      onSuccess: (proof) => {
        notifySuccess(`Proof version ${proof.version} sent. The customer has been e-mailed a link to it.`);
        setFile(null);
        setMessage("");
      },
      onError: (error) => setFailure(describeFailure("The proof was not sent", error)),
    });
  };

  return (
    <InlineForm
      label="Send a proof"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      failure={failure}
      submit={{ label: "Send proof", icon: IconSend, busy: upload.isPending }}
    >
      <FileInput
        label="Proof file"
        description="One image (JPEG, PNG, GIF) or a PDF, at most 10 MB."
        accept={PROOF_TYPES.join(",")}
        leftSection={<IconUpload size={16} aria-hidden="true" />}
        value={file}
        onChange={(chosen) => {
          setFile(chosen);
          setFileError(chosen ? proofFileProblem(chosen) : undefined);
        }}
        error={fileError}
        clearable
        required
      />
      <NoteField
        label="Message for the customer"
        placeholder="Here is the first proof: tell us if the colours look right."
        maxLength={2000}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
      />
    </InlineForm>
  );
}
