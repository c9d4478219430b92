import { Anchor, SimpleGrid } from "@mantine/core";
import { orderPickupReadiness, pickupWhenWords } from "@store/db/catalogue";
import { Section } from "../../proofs/Section";
import { DetailField } from "../../shared/DetailField";
import type { OrderPageOrder } from "./order-page-data";

/** What the customer of a pickup order is told about when to come, so staff say the same. */
function PromisedDay({ order }: { order: OrderPageOrder }) {
  const when = pickupWhenWords(orderPickupReadiness(order));
  return when ? <DetailField label="Customer is told">{when}</DetailField> : null;
}

/** Who ordered and how it reaches them: pickup at the store, or delivery to an address. */
export function CustomerSection({ order }: { order: OrderPageOrder }) {
  const address = order.delivery_address;
  return (
    <Section id="order-customer" title="Customer and fulfilment">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DetailField label="Name">{order.customer_name || "Not given"}</DetailField>
        <DetailField label="Email">
          <Anchor href={`mailto:${order.customer_email}`} size="sm">
            {order.customer_email}
          </Anchor>
        </DetailField>
        <DetailField label="Phone">
          {order.customer_phone ? (
            <Anchor href={`tel:${order.customer_phone}`} size="sm">
              {order.customer_phone}
            </Anchor>
          ) : (
            "Not given"
          )}
        </DetailField>
        <DetailField label="Fulfilment">
          {order.fulfilment === "delivery" && address
            ? `Delivery to ${address.line1}${address.line2 ? `, ${address.line2}` : ""}\n${address.city}, ${address.state} ${address.zip}`
            : "Pickup in store"}
        </DetailField>
        {order.fulfilment === "pickup" && <PromisedDay order={order} />}
      </SimpleGrid>
      {order.note && (
        <SimpleGrid mt="md" cols={1}>
          <DetailField label="Customer's note">{order.note}</DetailField>
        </SimpleGrid>
      )}
    </Section>
  );
}
