import { FileInput, Radio, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { exemptionFields, exemptionKinds, exemptionKindWords } from "@store/api/contracts";
import { IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { describeFailure } from "../../../lib/api-errors";
import { EditFormModal } from "../shared/EditFormModal";
import { notifyFailure, notifySuccess } from "../shared/feedback";
import { useEditForm } from "../shared/use-edit-form";
import { exemptionForm, useExemptionRecords } from "./exemption-data";

interface Values {
  kind: string;
  organisation: string;
  number: string;
  expires_on: string;
}
const empty: Values = { kind: "school_po", organisation: "", number: "", expires_on: "" };

const ACCEPTED = "application/pdf,image/png,image/jpeg,image/webp";

/** The fields as the server reads them: the one schema checks the form and the request alike. */
function validate(values: Values): Record<string, string> {
  const parsed = exemptionFields.safeParse({
    kind: values.kind,
    organisation: values.organisation,
    number: values.number,
    ...(values.kind !== "school_po" && values.expires_on ? { expires_on: values.expires_on } : {}),
  });
  if (parsed.success) return {};
  return Object.fromEntries(
    parsed.error.issues.map((issue) => [String(issue.path[0] ?? "kind"), issue.message]),
  );
}

/**
 * "Add exemption": the kind (a school's PO has no expiry; a certificate or resale number does),
 * the organisation, the number and the document. From a quote (`quoteId`), it goes on the record
 * of the quote's e-mail, made if the coach has none yet.
 */
export function AddExemptionModal({
  opened,
  onClose,
  target,
}: {
  opened: boolean;
  onClose: () => void;
  target: { customerId: string } | { quoteId: string };
}) {
  const { add, addForQuote } = useExemptionRecords();
  const [document, setDocument] = useState<File | null>(null);
  const [documentError, setDocumentError] = useState<string>();
  const form = useForm<Values>({ initialValues: empty, validate });
  const edit = useEditForm({
    form,
    opened,
    start: () => {
      setDocument(null);
      setDocumentError(undefined);
      return empty;
    },
    save: async (values) => {
      if (!document) {
        setDocumentError("Attach the PO, certificate or resale form as a PDF or a photo.");
        throw new Error("no document");
      }
      const body = exemptionForm(
        "customerId" in target ? target.customerId : target.quoteId,
        values,
        document,
      );
      try {
        const saved = await ("customerId" in target ? add : addForQuote).mutateAsync(body);
        notifySuccess(
          `${saved.organisation}'s exemption is recorded: verify it once you have checked the document.`,
        );
      } catch (error) {
        notifyFailure(describeFailure("The exemption was not added", error));
        throw error;
      }
    },
    onClose,
  });
  const isPo = form.values.kind === "school_po";

  return (
    <EditFormModal
      noun="Exemption"
      editing={false}
      gap="md"
      {...edit}
      dirty={edit.dirty || document !== null}
    >
      <Radio.Group label="Kind" required {...form.getInputProps("kind")}>
        <Stack gap="xs" mt="xs">
          {exemptionKinds.map((kind) => (
            <Radio key={kind} value={kind} label={exemptionKindWords[kind]} />
          ))}
        </Stack>
      </Radio.Group>
      <TextInput
        label={isPo ? "School" : "Organisation"}
        placeholder={isPo ? "Clanton Middle School" : "Chilton County Booster Club"}
        required
        {...form.getInputProps("organisation")}
      />
      <TextInput
        label={
          isPo
            ? "Purchase order number"
            : form.values.kind === "resale"
              ? "Resale number"
              : "Certificate number"
        }
        required
        {...form.getInputProps("number")}
      />
      {!isPo && (
        <TextInput
          type="date"
          label="Expires on"
          description="The last day the certificate is good for."
          required
          {...form.getInputProps("expires_on")}
        />
      )}
      <FileInput
        label="Document"
        description={
          isPo
            ? "The principal's purchase order: a PDF or a photo (PNG, JPEG, WebP), at most 10 MB."
            : "The certificate or resale form: a PDF or a photo (PNG, JPEG, WebP), at most 10 MB."
        }
        accept={ACCEPTED}
        leftSection={<IconUpload size={16} aria-hidden="true" />}
        value={document}
        onChange={(chosen) => {
          setDocument(chosen);
          setDocumentError(undefined);
        }}
        error={documentError}
        clearable
        required
      />
    </EditFormModal>
  );
}
