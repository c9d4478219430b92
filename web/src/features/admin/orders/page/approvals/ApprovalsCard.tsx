import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import type { ApprovalDto } from "@store/api/contracts";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { Section } from "../../../proofs/Section";
import { formatDateTime, formatMoney } from "../../../shared/format";
import classes from "../OrderPage.module.css";
import { DeclineRequestModal } from "./DeclineRequestModal";
import type { Approvals } from "./use-approvals";

const what = (request: ApprovalDto) =>
  `${request.kind === "refund" ? "Refund" : "Reversal"} of ${formatMoney(request.amount)}`;

/**
 * A manager's card on the order page: the counter's requests waiting for approval, each approved
 * (carried out at once, as the manager) or declined with a note. Shown only while some wait.
 */
export function ApprovalsCard({ orderId, approvals }: { orderId: string; approvals: Approvals }) {
  const [declining, setDeclining] = useState<ApprovalDto | null>(null);
  const requests = approvals.waiting.data ?? [];
  if (!approvals.canDecide || requests.length === 0) return null;
  return (
    <Section id="order-approvals" title="Waiting for approval">
      <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {requests.map((request) => {
          const label = `${what(request)} asked by ${request.requested_by}`;
          const approving =
            approvals.approve.isPending && approvals.approve.variables?.approvalId === request.id;
          return (
            <Paper component="li" key={request.id} withBorder radius="md" p="xs" aria-label={label}>
              <Text fw={700}>{what(request)}</Text>
              <Text size="xs" className={`${classes.meta} ${classes.wrap}`}>
                Asked by {request.requested_by} · {formatDateTime(request.requested_at)}
              </Text>
              <Text size="sm" mt={2} className={classes.wrap}>
                Reason: {request.reason}
              </Text>
              <Group gap="xs" mt="xs" justify="flex-end">
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconX size={14} aria-hidden="true" />}
                  aria-label={`Decline the ${label}`}
                  disabled={approvals.approve.isPending}
                  onClick={() => setDeclining(request)}
                >
                  Decline
                </Button>
                <Button
                  size="xs"
                  leftSection={<IconCheck size={14} aria-hidden="true" />}
                  aria-label={`Approve the ${label}`}
                  loading={approving}
                  disabled={approvals.approve.isPending && !approving}
                  onClick={() => approvals.approve.mutate({ id: orderId, approvalId: request.id })}
                >
                  Approve
                </Button>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <DeclineRequestModal
        orderId={orderId}
        request={declining}
        decline={approvals.decline}
        onClose={() => setDeclining(null)}
      />
    </Section>
  );
}
