import { Button, Card, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { type PlayerDto, playerInput } from "@store/api/contracts";
import { apparelSizes } from "@store/db/catalogue";
import { IconPencil, IconPlus, IconUsers } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { usePublicForm } from "../../lib/forms/use-public-form";
import { trpc } from "../../lib/trpc";
import { SubmitButton } from "../../ui/forms/SubmitButton";
import { FailureAlert } from "../layout/FailureAlert";
import { checkWith } from "./account-checks";
import { type PlayerValues, playerInputOf, playerValues, sizeKinds } from "./player-values";
import { DeleteButton, NETWORK_FAILURE, SavedList } from "./SavedList";
import { EmptySection } from "./SectionState";

/** Saved players: name, number, season and a size per kind of item, to fill rosters and reorders. */
export function PlayersSection() {
  const players = useQuery(trpc.account.players.queryOptions());
  const [editing, setEditing] = useState<PlayerDto | "new" | null>(null);
  const remove = useMutation(trpc.account.deletePlayer.mutationOptions());

  return (
    <SavedList
      query={players}
      label="players"
      remove={{
        mutation: remove,
        queryKey: trpc.account.players.queryKey(),
        failed: "The player was not deleted",
      }}
      intro={
        <Text c="dimmed" maw={560}>
          Save your players' sizes once: reorders and team stores can use them.
        </Text>
      }
      add={{ label: "Add Player", onClick: () => setEditing("new") }}
      empty={
        <EmptySection icon={IconUsers} title="No saved players yet">
          Add a player, or save them after a team-store order or a quote.
        </EmptySection>
      }
      card={(player, onDelete) => (
        <PlayerCard player={player} onEdit={() => setEditing(player)} onDelete={onDelete} />
      )}
      confirm={{
        title: (player) => `Delete ${player?.name ?? "this player"}?`,
        text: "Their saved sizes are removed from your account. Orders you placed for them stay.",
      }}
    >
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? "Add a player" : `Edit ${editing?.name ?? "player"}`}
        centered
      >
        {editing !== null && (
          <PlayerForm player={editing === "new" ? undefined : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </SavedList>
  );
}

function PlayerCard({
  player,
  onEdit,
  onDelete,
}: {
  player: PlayerDto;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const sizes = sizeKinds.filter(({ kind }) => player.sizes[kind]);
  return (
    <Card withBorder radius="lg" p="md" h="100%" data-testid="saved-player">
      <Title order={2} fz={18}>
        {player.name}
        {player.number ? ` #${player.number}` : ""}
      </Title>
      <Text size="sm" c="dimmed">
        Season {player.season}
      </Text>
      <Text size="sm" mt={4}>
        {sizes.length === 0
          ? "No sizes saved"
          : sizes.map(({ kind, label }) => `${label}: ${player.sizes[kind]}`).join(" · ")}
      </Text>
      <Group gap="xs" mt="sm">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPencil size={14} aria-hidden="true" />}
          onClick={onEdit}
          aria-label={`Edit ${player.name}`}
        >
          Edit
        </Button>
        <DeleteButton name={player.name} onClick={onDelete} />
      </Group>
    </Card>
  );
}

const sizeOptions = [...apparelSizes];

function PlayerForm({ player, onDone }: { player?: PlayerDto; onDone: () => void }) {
  const queryClient = useQueryClient();
  const add = useMutation(trpc.account.savePlayers.mutationOptions());
  const update = useMutation(trpc.account.updatePlayer.mutationOptions());
  const { form, formProps, busy, failure } = usePublicForm<PlayerValues>({
    initialValues: playerValues(player),
    check: (values) => checkWith(playerInput, playerInputOf(values)),
    send: async (values) => {
      const input = playerInputOf(values);
      if (player) await update.mutateAsync({ id: player.id, ...input });
      else await add.mutateAsync({ players: [input] });
      await queryClient.invalidateQueries({ queryKey: trpc.account.players.queryKey() });
    },
    // The server names a list's rows (players.0.name); the form has one.
    toFormErrors: (fields) =>
      Object.fromEntries(
        Object.entries(fields).map(([path, message]) => [path.replace(/^players\.0\./, ""), message]),
      ),
    networkFailure: NETWORK_FAILURE,
    onSuccess: onDone,
  });
  return (
    <form {...formProps} aria-label={player ? `Edit ${player.name}` : "Add a player"}>
      <Stack gap="sm">
        {failure && <FailureAlert title="The player was not saved">{failure}</FailureAlert>}
        <TextInput
          label="Player name"
          required
          autoComplete="off"
          data-autofocus
          {...form.getInputProps("name")}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label="Number"
            inputMode="numeric"
            maxLength={3}
            autoComplete="off"
            {...form.getInputProps("number")}
          />
          <TextInput
            label="Season"
            required
            description="Like 2026 or 2026-27"
            {...form.getInputProps("season")}
          />
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="sm">
          {sizeKinds.map(({ kind, label }) => (
            <Select
              key={kind}
              label={`${label} size`}
              placeholder="None"
              data={sizeOptions}
              clearable
              {...form.getInputProps(`sizes.${kind}`)}
              value={form.values.sizes[kind] || null}
              onChange={(size) => form.setFieldValue(`sizes.${kind}`, size ?? "")}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          <SubmitButton icon={IconPlus} busy={busy} busyLabel="Saving...">
            Save Player
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
