import { Alert } from "@mantine/core";
import { PAYMENT_TERMS } from "@store/db/catalogue";
import { IconCash } from "@tabler/icons-react";

/** How an order is paid (in store or by invoice, never online): at checkout and on the order's page. */
export function PaymentNotice({ title }: { title: string }) {
  return (
    <Alert color="blue" title={title} icon={<IconCash size={20} aria-hidden="true" />}>
      {PAYMENT_TERMS}
    </Alert>
  );
}
