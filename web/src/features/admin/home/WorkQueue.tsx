import { SimpleGrid, Title } from "@mantine/core";
import type { HomeDto } from "@store/api/contracts";
import { designStatusWords } from "@store/db/catalogue";
import {
  IconAlertTriangle,
  IconBrush,
  IconCash,
  IconClipboardList,
  IconMail,
  IconShoppingBag,
} from "@tabler/icons-react";
import { AnchorLink } from "../../product/AnchorLink";
import { formatDateTime, formatMoney } from "../shared/format";
import { QueueCard, QueueItem } from "./QueueCard";

type Queue = HomeDto["queue"];

const day = (iso: string) => formatDateTime(iso).replace(/, \d+:\d+\s?[AP]M$/, "");

/** Today's work: what waits for staff, each queue with its first few and the way to all of them. */
export function WorkQueue({ queue }: { queue: Queue }) {
  const { new_orders, quotes_waiting, artwork_requests, unpaid_pickups, unread_messages, running_low } =
    queue;
  return (
    <section aria-labelledby="todays-work">
      <Title order={2} id="todays-work" fz="lg" mb="sm">
        Today's work
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing={{ base: "sm", sm: "md" }} mb="xl">
        <QueueCard
          id="queue-new-orders"
          title="New orders"
          icon={IconShoppingBag}
          color="blue"
          count={new_orders.count}
          empty="No new orders."
          more={
            <AnchorLink to="/admin/orders" search={{ status: "pending" }} size="sm" fw={600}>
              See all received orders
            </AnchorLink>
          }
        >
          {new_orders.items.map((o) => (
            <QueueItem
              key={o.id}
              link={
                <AnchorLink to="/admin/orders/$number" params={{ number: String(o.number) }} inherit>
                  #{o.number} · {o.customer}
                </AnchorLink>
              }
              detail={formatMoney(o.total)}
            />
          ))}
        </QueueCard>

        <QueueCard
          id="queue-quotes"
          title="Quotes to price or proof"
          icon={IconClipboardList}
          color="yellow"
          count={quotes_waiting.count}
          empty="No quote is waiting for a price or a proof."
          more={
            <AnchorLink to="/admin/quotes" size="sm" fw={600}>
              Open Team Quotes
            </AnchorLink>
          }
        >
          {quotes_waiting.items.map((q) => (
            <QueueItem
              key={q.id}
              link={
                <AnchorLink to="/admin/quotes/$id" params={{ id: q.id }} inherit>
                  {q.reference} · {q.team_name}
                </AnchorLink>
              }
              detail={q.status === "new" ? "Needs a price" : designStatusWords[q.status]}
            />
          ))}
        </QueueCard>

        <QueueCard
          id="queue-artwork"
          title="New artwork requests"
          icon={IconBrush}
          color="grape"
          count={artwork_requests.count}
          empty="No new artwork requests."
          more={
            <AnchorLink to="/admin/custom-artwork-submissions" search={{ status: "new" }} size="sm" fw={600}>
              See all new requests
            </AnchorLink>
          }
        >
          {artwork_requests.items.map((a) => (
            <QueueItem
              key={a.id}
              link={
                <AnchorLink
                  to="/admin/custom-artwork-submissions"
                  search={{ search: a.name, status: "new" }}
                  inherit
                >
                  {a.name} · {a.team_name}
                </AnchorLink>
              }
              detail={day(a.created_at)}
            />
          ))}
        </QueueCard>

        <QueueCard
          id="queue-unpaid-pickups"
          title="Unpaid pickups"
          icon={IconCash}
          color="red"
          count={unpaid_pickups.count}
          empty="Every pickup order is paid."
          more={
            <AnchorLink to="/admin/orders" search={{ fulfilment: "pickup" }} size="sm" fw={600}>
              Open Manage Orders
            </AnchorLink>
          }
        >
          {unpaid_pickups.items.map((o) => (
            <QueueItem
              key={o.id}
              link={
                <AnchorLink to="/admin/orders/$number" params={{ number: String(o.number) }} inherit>
                  #{o.number} · {o.customer}
                </AnchorLink>
              }
              detail={`${formatMoney(o.balance)} due${o.payment_state === "deposit" ? " (deposit paid)" : ""}`}
            />
          ))}
        </QueueCard>

        <QueueCard
          id="queue-messages"
          title="Unread messages"
          icon={IconMail}
          color="teal"
          count={unread_messages.count}
          empty="Every message has been read."
          more={
            <AnchorLink to="/admin/contact-messages" search={{ unread: true }} size="sm" fw={600}>
              See all unread messages
            </AnchorLink>
          }
        >
          {unread_messages.items.map((m) => (
            <QueueItem
              key={m.id}
              link={
                <AnchorLink to="/admin/contact-messages" search={{ search: m.email, unread: true }} inherit>
                  {m.name}
                </AnchorLink>
              }
              detail={day(m.created_at)}
            />
          ))}
        </QueueCard>

        <QueueCard
          id="queue-running-low"
          title="Running low"
          icon={IconAlertTriangle}
          color="orange"
          count={running_low.count}
          empty="No counted size is down to 3, and nothing is marked out of stock."
          more={
            <AnchorLink to="/admin/products" size="sm" fw={600}>
              Open Manage Products
            </AnchorLink>
          }
        >
          {running_low.items.map((p) => (
            <QueueItem
              key={`${p.product_id}-${p.size ?? ""}`}
              link={
                <AnchorLink to="/admin/products" search={{ search: p.product_name }} inherit>
                  {p.product_name}
                  {p.size ? ` · ${p.size}` : ""}
                </AnchorLink>
              }
              detail={p.stock === null ? "Out of stock" : p.stock === 0 ? "None left" : `${p.stock} left`}
            />
          ))}
        </QueueCard>
      </SimpleGrid>
    </section>
  );
}
