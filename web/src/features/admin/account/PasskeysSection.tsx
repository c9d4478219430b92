import {
  ActionIcon,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { modals } from "@mantine/modals";
import { startRegistration } from "@simplewebauthn/browser";
import { IconFingerprint, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { describeFailure } from "../../../lib/api-errors";
import { trpc, trpcClient } from "../../../lib/trpc";
import { FormFailure } from "../shared/FormParts";
import { notifySuccess } from "../shared/feedback";
import { formatDateTime } from "../shared/format";
import { useRefreshTwoFactor } from "./use-two-factor";

/**
 * "Your account": passkeys (this computer's fingerprint or PIN, a phone, a security key). One
 * signs in on its own, in place of the password, or as the second factor after it.
 */
export function PasskeysSection() {
  const list = useQuery(trpc.passkeys.list.queryOptions());
  const refresh = useRefreshTwoFactor();
  const remove = useMutation(trpc.passkeys.remove.mutationOptions());
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();

  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    setMessage(undefined);
    if (!name.trim()) {
      setMessage("Give the passkey a name, like “Work laptop”.");
      return;
    }
    setBusy(true);
    try {
      const optionsJSON = await trpcClient.passkeys.registrationOptions.mutate();
      let response: Awaited<ReturnType<typeof startRegistration>>;
      try {
        response = await startRegistration({
          optionsJSON: optionsJSON as unknown as Parameters<typeof startRegistration>[0]["optionsJSON"],
        });
      } catch {
        setMessage("No passkey was made. Try again, and follow your browser's steps.");
        return;
      }
      await trpcClient.passkeys.register.mutate({ name: name.trim(), response: response as never });
      setName("");
      await refresh();
      notifySuccess("The passkey was added.");
    } catch (error) {
      setMessage(describeFailure("The passkey was not added", error));
    } finally {
      setBusy(false);
    }
  };

  const askRemove = (passkey: { id: string; name: string }) =>
    modals.openConfirmModal({
      title: "Remove passkey",
      children: <Text size="sm">Remove the passkey “{passkey.name}”? It will no longer sign you in.</Text>,
      labels: { confirm: "Remove", cancel: "Cancel" },
      confirmProps: { color: "red.9" },
      onConfirm: () =>
        remove.mutate(
          { id: passkey.id },
          {
            onSuccess: () => void refresh(),
            onError: (error) => setMessage(describeFailure("Not removed", error)),
          },
        ),
    });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="passkeys-title">
      <Title order={2} size="h4" id="passkeys-title" mb="xs">
        Passkeys
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Sign in with this device's fingerprint, face or PIN instead of a password, or use it as your second
        factor.
      </Text>
      <Stack gap="md">
        <FormFailure message={message} />
        {list.data ? (
          list.data.length > 0 ? (
            <Table.ScrollContainer minWidth={320}>
              <Table verticalSpacing="xs" aria-label="Your passkeys">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Added</Table.Th>
                    <Table.Th>Last used</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.map((p) => (
                    <Table.Tr key={p.id}>
                      <Table.Td fw={600}>{p.name}</Table.Td>
                      <Table.Td>{formatDateTime(p.created_at)}</Table.Td>
                      <Table.Td>{p.last_used_at ? formatDateTime(p.last_used_at) : "Not yet"}</Table.Td>
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red.9"
                          aria-label={`Remove passkey ${p.name}`}
                          onClick={() => askRemove(p)}
                        >
                          <IconTrash size={18} aria-hidden="true" />
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <Text size="sm">No passkeys yet.</Text>
          )
        ) : list.error ? (
          <FormFailure message={describeFailure("Error fetching your passkeys", list.error)} />
        ) : (
          <Skeleton height={48} />
        )}
        <form noValidate onSubmit={(e) => void add(e)} aria-label="Add a passkey">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Passkey name"
              placeholder="Work laptop"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={60}
              style={{ flex: "1 1 200px" }}
            />
            <Button
              type="submit"
              loading={busy}
              leftSection={<IconFingerprint size={16} aria-hidden="true" />}
            >
              Add a passkey
            </Button>
          </Group>
        </form>
      </Stack>
    </Card>
  );
}
