import { ActionIcon, Badge, Group, Paper, Stack, Text, Title, Tooltip } from "@mantine/core";
import { modals } from "@mantine/modals";
import { roleWords } from "@store/api/contracts";
import { IconMailX } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../../lib/trpc";
import { formatDateTime } from "../shared/format";
import type { useInvitations } from "./use-invitations";

/**
 * Invitations sent and not yet accepted, with when each link stops working and Revoke. A list of
 * cards rather than a table: there are few, and each reads whole on a phone.
 */
export function PendingInvitations({ revoke }: { revoke: ReturnType<typeof useInvitations>["revoke"] }) {
  const { data: invitations = [] } = useQuery(trpc.invitations.list.queryOptions());
  const askRevoke = (invitation: { id: string; email: string }) =>
    modals.openConfirmModal({
      title: "Revoke invitation",
      children: (
        <Text size="sm">
          Revoke the invitation of {invitation.email}? Its link stops working at once. You can invite them
          again later.
        </Text>
      ),
      labels: { confirm: "Revoke", cancel: "Cancel" },
      confirmProps: { color: "red.9" },
      onConfirm: () => revoke.mutate({ id: invitation.id }),
    });

  return (
    <section aria-labelledby="pending-invitations" style={{ marginBottom: "var(--mantine-spacing-lg)" }}>
      <Title order={2} id="pending-invitations" fz="lg" mb="xs">
        Pending Invitations
      </Title>
      {invitations.length === 0 ? (
        <Text size="sm" c="dimmed">
          No invitation is waiting to be accepted.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {invitations.map((invitation) => (
            <Paper component="li" key={invitation.id} withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
                      {invitation.email}
                    </Text>
                    <Badge variant="light" color="blue">
                      {roleWords[invitation.role].label}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    Sent {formatDateTime(invitation.created_at)}
                    {invitation.invited_by_email ? ` by ${invitation.invited_by_email}` : ""} · link works
                    until {formatDateTime(invitation.expires_at)}
                  </Text>
                </div>
                <Tooltip label="Revoke invitation">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Revoke the invitation of ${invitation.email}`}
                    loading={revoke.isPending && revoke.variables?.id === invitation.id}
                    onClick={() => askRevoke(invitation)}
                  >
                    <IconMailX size={18} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </section>
  );
}
