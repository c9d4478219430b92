import { Badge, Button, Card, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { RouterOutputs } from "@store/api/contracts";
import { IconDeviceDesktop, IconLogout } from "@tabler/icons-react";
import { describeFailure } from "../../../lib/api-errors";
import { ErrorBox } from "../shared/ErrorBox";
import { formatDateTime } from "../shared/format";
import { useSessions } from "./use-sessions";

type Session = RouterOutputs["sessions"]["list"][number];

/**
 * "Your account" → Sessions: every browser signed in as you, with its device and place in words,
 * when it signed in and was last used; end one you do not recognise, or every other one.
 */
export function SessionsSection() {
  const { list, end, endOthers } = useSessions();
  const others = list.data?.filter((s) => !s.is_current).length ?? 0;
  const askEndOthers = () =>
    modals.openConfirmModal({
      title: "Sign out everywhere else",
      children: (
        <Text size="sm">
          End your {others === 1 ? "other session" : `${others} other sessions`}? Those browsers are signed
          out at once; this one stays signed in.
        </Text>
      ),
      labels: { confirm: "Sign out everywhere else", cancel: "Cancel" },
      confirmProps: { color: "red.9" },
      onConfirm: () => endOthers.mutate(),
    });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="sessions-title">
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <div>
          <Title order={2} size="h3" id="sessions-title">
            Sessions
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            Where you are signed in. End any session you do not recognise, then change your password.
          </Text>
        </div>
        <Button
          variant="light"
          color="red.9"
          leftSection={<IconLogout size={18} aria-hidden="true" />}
          disabled={others === 0}
          loading={endOthers.isPending}
          onClick={askEndOthers}
        >
          Sign out everywhere else
        </Button>
      </Group>
      {list.data ? (
        <Stack component="ul" aria-label="Your sessions" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
          {list.data.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              ending={end.isPending && end.variables?.id === session.id}
              onEnd={() => end.mutate({ id: session.id })}
            />
          ))}
        </Stack>
      ) : list.error ? (
        <ErrorBox
          message={describeFailure("Error fetching your sessions", list.error)}
          retryLabel="Try Again"
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Skeleton height={120} />
      )}
    </Card>
  );
}

function SessionRow({ session, ending, onEnd }: { session: Session; ending: boolean; onEnd: () => void }) {
  // The address is worth showing beside "Local network"; an outside place is the address itself.
  const address =
    session.ip_address && session.place !== session.ip_address ? ` (${session.ip_address})` : "";
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={`${session.device}, ${session.place}`}>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <IconDeviceDesktop
            size={22}
            stroke={1.6}
            aria-hidden="true"
            style={{ flexShrink: 0, marginTop: 2 }}
          />
          <div>
            <Group gap="xs">
              <Text fw={600}>{session.device}</Text>
              {session.is_current && (
                <Badge color="green" variant="dot" size="sm" tt="none">
                  This session
                </Badge>
              )}
            </Group>
            <Text size="sm">
              {session.place}
              {address}
            </Text>
            <Text size="sm" c="dimmed">
              Signed in {formatDateTime(session.signed_in_at)} · Last used{" "}
              {formatDateTime(session.last_used_at)}
            </Text>
          </div>
        </Group>
        {!session.is_current && (
          <Button
            variant="default"
            size="xs"
            loading={ending}
            onClick={onEnd}
            aria-label={`End the session on ${session.device}, ${session.place}`}
          >
            End session
          </Button>
        )}
      </Group>
    </Paper>
  );
}
