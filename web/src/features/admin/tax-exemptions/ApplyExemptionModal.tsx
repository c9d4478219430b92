import { Select, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { applyExemptionBody, type ExemptionDto, exemptionKindWords } from "@store/api/contracts";
import { describeFailure } from "../../../lib/api-errors";
import { AdminModal } from "../shared/AdminModal";
import { FormButtons } from "../shared/FormParts";
import { notifyFailure } from "../shared/feedback";
import { useEditForm } from "../shared/use-edit-form";

interface Values {
  exemption_id: string;
  reason: string;
}

function validate(values: Values): Record<string, string> {
  const parsed = applyExemptionBody.safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

const labelOf = (e: ExemptionDto) =>
  `${exemptionKindWords[e.kind]} ${e.number} — ${e.organisation}${e.expires_on ? ` (to ${e.expires_on})` : ""}`;

/**
 * "Exempt from sales tax": one of the customer's verified exemptions and the reason, kept on the
 * order's timeline (or the quote's audit entry). The server checks the exemption again.
 */
export function ApplyExemptionModal({
  opened,
  onClose,
  exemptions,
  apply,
}: {
  opened: boolean;
  onClose: () => void;
  exemptions: ExemptionDto[];
  apply: (values: Values) => Promise<unknown>;
}) {
  const usable = exemptions.filter((e) => e.verified_at !== null && e.status !== "awaiting check");
  const form = useForm<Values>({ initialValues: { exemption_id: "", reason: "" }, validate });
  const edit = useEditForm({
    form,
    opened,
    start: () => ({ exemption_id: usable[0]?.id ?? "", reason: "" }),
    save: async (values) => {
      try {
        await apply(values);
      } catch (error) {
        notifyFailure(describeFailure("Not made exempt", error));
        throw error;
      }
    },
    onClose,
  });
  return (
    <AdminModal opened={opened} onClose={onClose} title="Exempt from sales tax" size="lg">
      <form noValidate onSubmit={edit.onSubmit}>
        <Stack gap="md">
          {usable.length === 0 && (
            <Text size="sm">
              The customer has no verified exemption. Add the PO or certificate on their customer record and
              verify it first.
            </Text>
          )}
          <Select
            label="Exemption"
            required
            data={usable.map((e) => ({ value: e.id, label: labelOf(e) }))}
            allowDeselect={false}
            {...form.getInputProps("exemption_id")}
          />
          <Textarea
            label="Reason"
            placeholder="Paid with school funds on the principal's purchase order."
            required
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps("reason")}
          />
          <FormButtons
            busy={edit.busy}
            onCancel={onClose}
            submitLabel={edit.busy ? "Saving..." : "Make exempt"}
          />
        </Stack>
      </form>
    </AdminModal>
  );
}
