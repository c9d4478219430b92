import { TextInput } from "@mantine/core";
import { assignInboxBody, type InboxItemDto } from "@store/api/contracts";
import { CreateModal } from "../list/CreateModal";
import { formatMoney } from "../shared/format";

/** "Assign to an order": the held payment is recorded on the order whose number staff type. */
export function AssignPaymentModal({
  item,
  onClose,
  onAssign,
}: {
  item: InboxItemDto | null;
  onClose: () => void;
  onAssign: (values: { order_number: string }) => Promise<unknown>;
}) {
  return (
    <CreateModal<{ order_number: string }, unknown>
      key={item?.id ?? "none"}
      opened={item !== null}
      onClose={onClose}
      title="Assign to an order"
      intro={`${item ? formatMoney(item.amount) : ""} is recorded on the order as a card payment, with ${item?.provider_payment_ref ?? "the provider's"} reference.`}
      submitLabel="Assign payment"
      failurePrefix="Error assigning the payment"
      schema={assignInboxBody}
      initialValues={{ order_number: item?.order_number ? String(item.order_number) : "" }}
      onCreate={onAssign}
      fields={(form) => (
        <TextInput
          label="Order number"
          description="As on the order's page, e.g. 1042."
          inputMode="numeric"
          withAsterisk
          data-autofocus
          {...form.getInputProps("order_number")}
        />
      )}
    />
  );
}
