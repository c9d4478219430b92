import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { PAYMENTS_EXPORT_PATH, type PayoutsDto } from "@store/api/contracts";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { describeFailure } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { adminScreens } from "../shared/admin-links";
import { ErrorBox } from "../shared/ErrorBox";
import { formatDateTime, formatMoney } from "../shared/format";
import { PageHeader } from "../shared/PageHeader";

type Payout = PayoutsDto["payouts"][number];
type Transaction = Payout["transactions"][number];

const kindWords: Record<Transaction["kind"], string> = {
  payment: "Payment",
  refund: "Refund",
  dispute: "Dispute",
  other: "Fee or other",
};

const flagWords: Record<Transaction["flag"], { label: string; color: string }> = {
  ok: { label: "Matches", color: "green" },
  not_in_ledger: { label: "Not in the store's records", color: "red" },
  amount_differs: { label: "Amount differs", color: "orange" },
};

// The store's calendar is Central time, whatever zone the browser is in.
const storeDay = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" });
const firstOfMonth = (now = new Date()) => `${storeDay.format(now).slice(0, 7)}-01`;

/**
 * Reconciliation (/admin/payments/payouts): what the provider paid to the bank, each transaction
 * matched with the order it belongs to, flagged where the store's records lack it or disagree;
 * and the payments CSV of any period for the accountant.
 */
export function PayoutsScreen() {
  const payouts = useQuery(trpc.payments.payouts.queryOptions({}));
  const [from, setFrom] = useState(firstOfMonth());
  const [to, setTo] = useState(storeDay.format(new Date()));
  const csvUrl = `${PAYMENTS_EXPORT_PATH}?${new URLSearchParams({ from, to })}`;
  const data = payouts.data;

  return (
    <>
      <PageHeader title={adminScreens.payouts.label} description={adminScreens.payouts.description} />
      <Paper withBorder radius="lg" p={{ base: "sm", sm: "md" }} mb="xl">
        <Title order={2} fz="lg" mb="sm">
          Payments for the accountant
        </Title>
        <Group align="flex-end" wrap="wrap">
          <TextInput label="From" type="date" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
          <TextInput label="To" type="date" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
          <Button
            component="a"
            href={csvUrl}
            download
            variant="default"
            leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
          >
            Download payments CSV
          </Button>
        </Group>
        <Text size="sm" c="dimmed" mt="xs">
          Every payment recorded on those days (store time, both included), with what was refunded and
          reversed.
        </Text>
      </Paper>
      {data ? (
        <Stack gap="xl" aria-busy={payouts.isFetching}>
          {data.payouts.length === 0 && (
            <Text>No payout yet: the provider has not paid anything to the bank.</Text>
          )}
          {data.payouts.map((payout) => (
            <PayoutCard key={payout.id} payout={payout} />
          ))}
          <Paper withBorder radius="lg" p={{ base: "sm", sm: "md" }}>
            <Title order={2} fz="lg" mb="sm">
              Waiting for a payout
            </Title>
            {data.pending.length === 0 ? (
              <Text size="sm">Every online payment recorded since the payouts above is in one of them.</Text>
            ) : (
              <>
                <Text size="sm" mb="xs">
                  Paid online and not paid out yet: normal, the provider pays them out in a few days.
                </Text>
                <Stack gap={4} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
                  {data.pending.map((p) => (
                    <Text component="li" size="sm" key={p.payment_ref}>
                      <OrderLink number={p.order.number} /> {formatMoney(p.amount)} ·{" "}
                      {formatDateTime(p.recorded_at)}
                    </Text>
                  ))}
                </Stack>
              </>
            )}
          </Paper>
        </Stack>
      ) : payouts.isError ? (
        <ErrorBox
          message={describeFailure("Error fetching the payouts", payouts.error)}
          retryLabel="Try Again"
          onRetry={() => void payouts.refetch()}
        />
      ) : (
        <Stack gap="md" aria-busy="true" aria-label="Loading the payouts">
          <Skeleton h={220} radius="lg" />
        </Stack>
      )}
    </>
  );
}

function PayoutCard({ payout }: { payout: Payout }) {
  const title = `Payout of ${formatMoney(payout.amount)}, arriving ${storeDay.format(new Date(payout.arrival_date))}`;
  return (
    <Paper withBorder radius="lg" p={{ base: "sm", sm: "md" }} component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {payout.status} · {payout.id}
        </Text>
      </Group>
      {payout.problems > 0 && (
        <Alert color="red" variant="light" mb="sm" title="Needs a look">
          {payout.problems === 1 ? "1 transaction does" : `${payout.problems} transactions do`} not match the
          store's records: check them in the provider's dashboard and on the order.
        </Alert>
      )}
      <Table.ScrollContainer minWidth={560}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>What</Table.Th>
              <Table.Th>Order</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th ta="right">Fee</Table.Th>
              <Table.Th ta="right">In the store's records</Table.Th>
              <Table.Th>Check</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payout.transactions.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td>
                  {kindWords[t.kind]}
                  <Text size="xs" c="dimmed">
                    {t.refund_ref ?? t.payment_ref ?? ""}
                  </Text>
                </Table.Td>
                <Table.Td>{t.order ? <OrderLink number={t.order.number} /> : "—"}</Table.Td>
                <Table.Td ta="right">{formatMoney(t.amount)}</Table.Td>
                <Table.Td ta="right">{formatMoney(t.fee)}</Table.Td>
                <Table.Td ta="right">
                  {t.ledger_amount === null ? "—" : formatMoney(t.ledger_amount)}
                </Table.Td>
                <Table.Td>
                  <Badge color={flagWords[t.flag].color} variant="light">
                    {flagWords[t.flag].label}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function OrderLink({ number }: { number: number }) {
  return (
    <Link to="/admin/orders/$number" params={{ number: String(number) }}>
      #{number}
    </Link>
  );
}
