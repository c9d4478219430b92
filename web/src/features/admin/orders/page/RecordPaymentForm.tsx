import "../../../../lib/zod-jitless";
import { Select, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { recordPaymentInput, type staffPaymentMethods } from "@store/api/contracts";
import { IconCashPlus } from "@tabler/icons-react";
import { useState } from "react";
import { NoteField } from "../../../../ui/forms/note-fields";
import { ChargeField } from "../../shared/FormParts";
import { formatMoney } from "../../shared/format";
import { fieldsOrFailure, InlineForm } from "../../shared/InlineForm";
import type { OrderPageOrder } from "./order-page-data";
import { methodOptions } from "./payment-labels";
import type { OrderPageMutations } from "./use-order-page-mutations";

const schema = schemaResolver(recordPaymentInput, { sync: true });

type StaffMethod = (typeof staffPaymentMethods)[number];

type Values = {
  id: string;
  amount: number | string;
  method: StaffMethod;
  reference: string;
  note: string;
};

/**
 * Money taken for the order: the amount starts at the balance, a check asks for its number. The
 * server's own schema checks it here first; the server's refusals land on their fields.
 */
export function RecordPaymentForm({
  order,
  record,
}: {
  order: OrderPageOrder;
  record: OrderPageMutations["recordPayment"];
}) {
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: { id: order.id, amount: order.balance, method: "cash", reference: "", note: "" },
    validate: (values) => {
      const errors = schema(values);
      // The server refuses more than the balance too (decision 040); said here before sending.
      if (!errors.amount && Math.round(Number(values.amount) * 100) > Math.round(order.balance * 100)) {
        errors.amount = `At most ${formatMoney(order.balance)}: the balance due.`;
      }
      return errors;
    },
    validateInputOnBlur: true,
  });
  const [failure, setFailure] = useState<string>();
  const isCheck = form.values.method === "check";

  const submit = (values: Values) => {
    setFailure(undefined);
    record.mutate(
      {
        id: values.id,
        amount: Number(values.amount),
        method: values.method,
        reference: values.method === "check" ? values.reference : null,
        note: values.note,
      },
      {
        onError: fieldsOrFailure(form, setFailure, "The payment was not recorded"),
      },
    );
  };

  return (
    <InlineForm
      label="Record payment"
      onSubmit={form.onSubmit(submit)}
      failure={failure}
      submit={{ label: "Record payment", icon: IconCashPlus, busy: record.isPending }}
    >
      <ChargeField
        label="Amount"
        description={`Balance due: ${formatMoney(order.balance)}`}
        {...form.getInputProps("amount")}
      />
      <Select
        label="Method"
        data={methodOptions}
        allowDeselect={false}
        required
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps("method")}
      />
      {isCheck && (
        <TextInput label="Check number" required maxLength={100} {...form.getInputProps("reference")} />
      )}
      <NoteField
        label="Note (optional)"
        placeholder="Paid at pickup by the coach's mom."
        maxLength={500}
        {...form.getInputProps("note")}
      />
    </InlineForm>
  );
}
