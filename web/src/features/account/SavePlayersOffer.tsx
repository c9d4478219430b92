import { Button, Card, Group, Text, Title } from "@mantine/core";
import { apparelSizes } from "@store/db/catalogue";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { serverMessage } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { FailureAlert } from "../layout/FailureAlert";
import { AnchorLink } from "../product/AnchorLink";
import { type PlayerValues, playerInputOf, playerValues } from "./player-values";
import { useSession } from "./use-account";

/** A player as an order or a quote names them. */
export interface NamedPlayer {
  name: string;
  number?: string | null;
  /** A size worn (kept as the player's apparel size when it is a sizing-guide size). */
  size?: string | null;
}

const isApparelSize = (size: string | null | undefined): size is (typeof apparelSizes)[number] =>
  !!size && (apparelSizes as readonly string[]).includes(size);

/** The players as the account keeps them: this season, a number of 1-3 digits, a guide size. */
export function toSavedPlayers(players: readonly NamedPlayer[]) {
  const seen = new Set<string>();
  return players
    .filter((p) => p.name.trim() !== "")
    .filter((p) => {
      const key = p.name.trim().toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((p) => {
      const values: PlayerValues = playerValues();
      values.name = p.name.trim().slice(0, 60);
      values.number = /^\d{1,3}$/.test(p.number?.trim() ?? "") ? (p.number?.trim() ?? "") : "";
      if (isApparelSize(p.size)) values.sizes.apparel = p.size;
      return playerInputOf(values);
    });
}

/**
 * After a team-store order or a quote: a signed-in customer may keep its players (name, number,
 * size) in their account, for the next order. Shows nothing to anyone else.
 */
export function SavePlayersOffer({ players }: { players: readonly NamedPlayer[] }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const save = useMutation(
    trpc.account.savePlayers.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.account.players.queryKey() }),
    }),
  );
  const toSave = toSavedPlayers(players);
  if (!session.data?.customer || toSave.length === 0) return null;
  const names = toSave.map((p) => p.name).join(", ");
  return (
    <Card withBorder radius="lg" p="md" component="section" aria-labelledby="save-players-heading">
      <Title order={2} size="h4" id="save-players-heading">
        Save {toSave.length === 1 ? "this player" : "these players"}?
      </Title>
      {save.isSuccess ? (
        <Text role="status" mt={4}>
          Saved to your account: {names}.{" "}
          <AnchorLink to="/account" search={{ tab: "players" }} underline="always">
            See your players
          </AnchorLink>
        </Text>
      ) : (
        <>
          <Text mt={4} size="sm">
            Keep {names} in your account with their number and size, to fill your next order.
          </Text>
          {save.isError && (
            <FailureAlert mt="sm" title="The players were not saved">
              {serverMessage(save.error) ?? "We could not reach the store. Try again."}
            </FailureAlert>
          )}
          <Group mt="sm">
            <Button
              variant="light"
              leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
              loading={save.isPending}
              onClick={() => save.mutate({ players: toSave })}
            >
              Save {toSave.length === 1 ? "This Player" : "These Players"}
            </Button>
          </Group>
        </>
      )}
    </Card>
  );
}
