import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../../lib/trpc";
import { AnchorLink } from "../../product/AnchorLink";
import { formatMoney } from "../shared/format";
import { useCan } from "../shared/use-can";

const SHOWN = 5;

/**
 * Above a manager's order list: the counter's refund requests waiting for approval, each a link to
 * its order's page (where the manager approves or declines). Nothing while none waits.
 */
export function PendingApprovalsNotice() {
  const canDecide = useCan("payments.refund");
  const pending = useQuery({ ...trpc.approvals.pending.queryOptions(), enabled: canDecide });
  const data = pending.data;
  if (!canDecide || !data || data.count === 0) return null;
  return (
    <Paper component="section" aria-labelledby="approvals-waiting" withBorder radius="md" p="sm" mb="sm">
      <Group gap="xs" mb={4}>
        <Badge color="red" variant="filled" aria-hidden="true">
          {data.count}
        </Badge>
        <Text fw={700} id="approvals-waiting">
          {data.count === 1 ? "A refund request waits" : `${data.count} refund requests wait`} for a manager's
          approval
        </Text>
      </Group>
      <Stack gap={2} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {data.requests.slice(0, SHOWN).map((request) => (
          <Text component="li" size="sm" key={request.id}>
            <AnchorLink to="/admin/orders/$number" params={{ number: String(request.order_number) }} fw={700}>
              Order #{request.order_number}
            </AnchorLink>
            : {request.kind} of {formatMoney(request.amount)}, asked by {request.requested_by}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
