import { Textarea } from "@mantine/core";
import { dismissInboxBody, type InboxItemDto } from "@store/api/contracts";
import { CreateModal } from "../list/CreateModal";
import { formatMoney } from "../shared/format";

/** "Dismiss": the held payment is set aside with staff's reason; nothing is recorded on an order. */
export function DismissPaymentModal({
  item,
  onClose,
  onDismiss,
}: {
  item: InboxItemDto | null;
  onClose: () => void;
  onDismiss: (values: { reason: string }) => Promise<unknown>;
}) {
  return (
    <CreateModal<{ reason: string }, unknown>
      key={item?.id ?? "none"}
      opened={item !== null}
      onClose={onClose}
      title="Dismiss the payment"
      intro={`${item ? formatMoney(item.amount) : "The payment"} stays out of every order. Say why, for whoever looks later.`}
      submitLabel="Dismiss payment"
      failurePrefix="Error dismissing the payment"
      schema={dismissInboxBody}
      initialValues={{ reason: "" }}
      onCreate={onDismiss}
      fields={(form) => (
        <Textarea
          label="Reason"
          placeholder="Refunded to the customer at the terminal"
          autosize
          minRows={2}
          withAsterisk
          data-autofocus
          {...form.getInputProps("reason")}
        />
      )}
    />
  );
}
