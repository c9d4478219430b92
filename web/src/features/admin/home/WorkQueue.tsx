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
import { linkOptions } from "@tanstack/react-router";
import { AnchorLink } from "../../product/AnchorLink";
import { formatDateTime, formatMoney } from "../shared/format";
import { type QueueSection, queueCard } from "./QueueCard";
import { lowStockWords } from "./stock-words";

type Queue = HomeDto["queue"];

const day = (iso: string) => formatDateTime(iso).replace(/, \d+:\d+\s?[AP]M$/, "");

const orderLink = (o: { number: number; customer: string }) => (
  <AnchorLink to="/admin/orders/$number" params={{ number: String(o.number) }} inherit>
    #{o.number} · {o.customer}
  </AnchorLink>
);

// The six queues as data, in the order the grid shows them; QueueCard draws each the same way.
const newOrders = (list: Queue["new_orders"]): QueueSection<Queue["new_orders"]["items"][number]> => ({
  id: "queue-new-orders",
  title: "New orders",
  icon: IconShoppingBag,
  color: "blue",
  list,
  empty: "No new orders.",
  more: {
    label: "See all received orders",
    link: linkOptions({ to: "/admin/orders", search: { status: "pending" } }),
  },
  row: (o) => [o.id, orderLink(o), formatMoney(o.total)],
});

const quotes = (list: Queue["quotes_waiting"]): QueueSection<Queue["quotes_waiting"]["items"][number]> => ({
  id: "queue-quotes",
  title: "Quotes to price or proof",
  icon: IconClipboardList,
  color: "yellow",
  list,
  empty: "No quote is waiting for a price or a proof.",
  more: { label: "Open Team Quotes", link: linkOptions({ to: "/admin/quotes" }) },
  row: (q) => [
    q.id,
    <AnchorLink key={q.id} to="/admin/quotes/$id" params={{ id: q.id }} inherit>
      {q.reference} · {q.team_name}
    </AnchorLink>,
    q.status === "new" ? "Needs a price" : designStatusWords[q.status],
  ],
});

const artwork = (
  list: Queue["artwork_requests"],
): QueueSection<Queue["artwork_requests"]["items"][number]> => ({
  id: "queue-artwork",
  title: "New artwork requests",
  icon: IconBrush,
  color: "grape",
  list,
  empty: "No new artwork requests.",
  more: {
    label: "See all new requests",
    link: linkOptions({ to: "/admin/custom-artwork-submissions", search: { status: "new" } }),
  },
  row: (a) => [
    a.id,
    <AnchorLink
      key={a.id}
      to="/admin/custom-artwork-submissions"
      search={{ search: a.name, status: "new" }}
      inherit
    >
      {a.name} · {a.team_name}
    </AnchorLink>,
    day(a.created_at),
  ],
});

const unpaid = (list: Queue["unpaid_pickups"]): QueueSection<Queue["unpaid_pickups"]["items"][number]> => ({
  id: "queue-unpaid-pickups",
  title: "Unpaid pickups",
  icon: IconCash,
  color: "red",
  list,
  empty: "Every pickup order is paid.",
  more: {
    label: "Open Manage Orders",
    link: linkOptions({ to: "/admin/orders", search: { fulfilment: "pickup" } }),
  },
  row: (o) => [
    o.id,
    orderLink(o),
    `${formatMoney(o.balance)} due${o.payment_state === "deposit" ? " (deposit paid)" : ""}`,
  ],
});

const messages = (
  list: Queue["unread_messages"],
): QueueSection<Queue["unread_messages"]["items"][number]> => ({
  id: "queue-messages",
  title: "Unread messages",
  icon: IconMail,
  color: "teal",
  list,
  empty: "Every message has been read.",
  more: {
    label: "See all unread messages",
    link: linkOptions({ to: "/admin/contact-messages", search: { unread: true } }),
  },
  row: (m) => [
    m.id,
    <AnchorLink key={m.id} to="/admin/contact-messages" search={{ search: m.email, unread: true }} inherit>
      {m.name}
    </AnchorLink>,
    day(m.created_at),
  ],
});

const runningLow = (list: Queue["running_low"]): QueueSection<Queue["running_low"]["items"][number]> => ({
  id: "queue-running-low",
  title: "Running low",
  icon: IconAlertTriangle,
  color: "orange",
  list,
  empty: "No counted size is down to 3 for sale, and nothing is marked out of stock.",
  more: { label: "Open Manage Products", link: linkOptions({ to: "/admin/products" }) },
  row: (p) => [
    `${p.product_id}-${p.size ?? ""}`,
    <AnchorLink key={p.product_id} to="/admin/products" search={{ search: p.product_name }} inherit>
      {p.product_name}
      {p.size ? ` · ${p.size}` : ""}
    </AnchorLink>,
    lowStockWords(p),
  ],
});

/** Today's work: what waits for staff, each queue with its first few and the way to all of them. */
export function WorkQueue({ queue }: { queue: Queue }) {
  return (
    <section aria-labelledby="todays-work">
      <Title order={2} id="todays-work" fz="lg" mb="sm">
        Today's work
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing={{ base: "sm", sm: "md" }} mb="xl">
        {queueCard(newOrders(queue.new_orders))}
        {queueCard(quotes(queue.quotes_waiting))}
        {queueCard(artwork(queue.artwork_requests))}
        {queueCard(unpaid(queue.unpaid_pickups))}
        {queueCard(messages(queue.unread_messages))}
        {queueCard(runningLow(queue.running_low))}
      </SimpleGrid>
    </section>
  );
}
