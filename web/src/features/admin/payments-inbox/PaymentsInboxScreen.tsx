import { Badge, Button, Group, Skeleton, Stack, Table, Text } from "@mantine/core";
import type { InboxItemDto } from "@store/api/contracts";
import { useState } from "react";
import { describeFailure } from "../../../lib/api-errors";
import { adminScreens } from "../shared/admin-links";
import { ErrorBox } from "../shared/ErrorBox";
import { formatDateTime, formatMoney } from "../shared/format";
import { PageHeader } from "../shared/PageHeader";
import { AssignPaymentModal } from "./AssignPaymentModal";
import { DismissPaymentModal } from "./DismissPaymentModal";
import { useInbox, useInboxChanges } from "./inbox-data";

const providerWords: Record<InboxItemDto["provider"], string> = { stripe: "Stripe", square: "Square" };

/**
 * The payments inbox (/admin/payments/inbox, issue 40): card payments the store would not record by
 * itself, waiting for staff to put each on an order or set it aside; handled ones below, with what
 * was done.
 */
export function PaymentsInboxScreen() {
  const inbox = useInbox();
  const changes = useInboxChanges();
  const [assigning, setAssigning] = useState<InboxItemDto | null>(null);
  const [dismissing, setDismissing] = useState<InboxItemDto | null>(null);
  const items = inbox.data?.items ?? [];

  return (
    <>
      <PageHeader
        title={adminScreens.paymentsInbox.label}
        description={adminScreens.paymentsInbox.description}
      />
      {inbox.data ? (
        <Stack gap="md">
          <Text size="sm" aria-live="polite">
            {inbox.data.open === 0
              ? "Nothing waits: every card payment is on its order."
              : `${inbox.data.open} ${inbox.data.open === 1 ? "payment waits" : "payments wait"} for you.`}
          </Text>
          {items.length > 0 && (
            <Table.ScrollContainer minWidth={760}>
              <Table striped verticalSpacing="sm" aria-label="Held payments">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Amount</Table.Th>
                    <Table.Th>Provider</Table.Th>
                    <Table.Th>Note</Table.Th>
                    <Table.Th>Why held</Table.Th>
                    <Table.Th>When</Table.Th>
                    <Table.Th>Action</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Td fw={600}>{formatMoney(item.amount)}</Table.Td>
                      <Table.Td>
                        {providerWords[item.provider]}
                        <Text size="xs" c="dimmed">
                          {item.provider_payment_ref}
                        </Text>
                      </Table.Td>
                      <Table.Td>{item.note ?? <Text c="dimmed">No note</Text>}</Table.Td>
                      <Table.Td>{item.reason}</Table.Td>
                      <Table.Td>{formatDateTime(item.created_at)}</Table.Td>
                      <Table.Td>
                        {item.resolved_at ? (
                          <Stack gap={2}>
                            <Badge variant="light" color="gray">
                              Handled
                            </Badge>
                            <Text size="xs">{item.resolution}</Text>
                            <Text size="xs" c="dimmed">
                              {item.resolved_by}, {formatDateTime(item.resolved_at)}
                            </Text>
                          </Stack>
                        ) : (
                          <Group gap="xs" wrap="nowrap">
                            <Button
                              size="xs"
                              onClick={() => setAssigning(item)}
                              aria-label={`Assign ${formatMoney(item.amount)} to an order`}
                            >
                              Assign
                            </Button>
                            <Button
                              size="xs"
                              variant="default"
                              onClick={() => setDismissing(item)}
                              aria-label={`Dismiss ${formatMoney(item.amount)}`}
                            >
                              Dismiss
                            </Button>
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      ) : inbox.isError ? (
        <ErrorBox
          message={describeFailure("Error fetching the payments inbox", inbox.error)}
          retryLabel="Try Again"
          onRetry={() => void inbox.refetch()}
        />
      ) : (
        <Skeleton h={240} radius="lg" aria-busy="true" aria-label="Loading the payments inbox" />
      )}
      <AssignPaymentModal
        item={assigning}
        onClose={() => setAssigning(null)}
        onAssign={(values) =>
          changes.assign.mutateAsync({ id: assigning?.id ?? "", order_number: Number(values.order_number) })
        }
      />
      <DismissPaymentModal
        item={dismissing}
        onClose={() => setDismissing(null)}
        onDismiss={(values) =>
          changes.dismiss.mutateAsync({ id: dismissing?.id ?? "", reason: values.reason })
        }
      />
    </>
  );
}
