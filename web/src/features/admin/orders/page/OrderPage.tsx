import { Stack } from "@mantine/core";
import { useParams } from "@tanstack/react-router";
import { Section } from "../../proofs/Section";
import { BackToList } from "../../shared/BackToList";
import { RecordPending } from "../../shared/RecordPending";
import { useCan } from "../../shared/use-can";
import { OrderExemption } from "../../tax-exemptions/OrderExemption";
import { ApprovalsCard } from "./approvals/ApprovalsCard";
import { useApprovals } from "./approvals/use-approvals";
import { CustomerSection } from "./CustomerSection";
import { NotesForm } from "./NotesForm";
import { OrderHeader } from "./OrderHeader";
import { OrderLinesSection } from "./OrderLinesSection";
import classes from "./OrderPage.module.css";
import { OrderTimeline } from "./OrderTimeline";
import { orderNumberOf, useOrderPage } from "./order-page-data";
import { PaymentsPanel } from "./PaymentsPanel";
import { useOrderPageMutations } from "./use-order-page-mutations";

const BackLink = () => <BackToList to="/admin/orders">All orders</BackToList>;

/** One order on its own page: lines and money, customer, payments, staff notes and the timeline. */
export function OrderPage({ number }: { number: number }) {
  const query = useOrderPage(number);
  const mutations = useOrderPageMutations(number);
  const detail = query.data;
  const approvals = useApprovals(detail?.order.id ?? "", number);
  // Applying a tax exemption is an edit of the order: a counter person is not offered the card.
  const mayEdit = useCan("orders.edit");

  if (!detail) {
    return (
      <>
        <BackLink />
        <RecordPending query={query} what="the order" notFound="Order not found" />
      </>
    );
  }

  const { order } = detail;
  return (
    <>
      <BackLink />
      <OrderHeader order={order} mutations={mutations} />
      <div className={classes.layout}>
        <Stack gap="md" className={classes.main}>
          <OrderLinesSection order={order} />
          <CustomerSection order={order} />
        </Stack>
        <Stack gap="md" className={classes.side}>
          <ApprovalsCard orderId={order.id} approvals={approvals} />
          <PaymentsPanel
            order={order}
            payments={detail.payments}
            timeline={detail.timeline}
            mutations={mutations}
            approvals={approvals}
          />
          {mayEdit && <OrderExemption order={order} />}
          <NotesForm orderId={order.id} addNote={mutations.addNote} />
          <Section id="order-timeline" title="Timeline">
            <OrderTimeline entries={detail.timeline} fulfilment={detail.order.fulfilment} />
          </Section>
        </Stack>
      </div>
    </>
  );
}

/** The order page wired to its address (/admin/orders/<number>). */
export function OrderPageScreen() {
  const { number } = useParams({ from: "/admin/_portal/orders/$number" });
  return <OrderPage number={orderNumberOf(number)} />;
}
