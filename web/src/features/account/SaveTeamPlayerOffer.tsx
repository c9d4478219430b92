import { Button, Card, Group, Text, Title } from "@mantine/core";
import { printedAs } from "@store/db/catalogue";
import { IconDeviceFloppy, IconLogin } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorCode, serverMessage } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { ButtonLink } from "../../ui/links/ButtonLink";
import { FailureAlert } from "../layout/FailureAlert";
import { AnchorLink } from "../product/AnchorLink";
import { useSession } from "./use-account";

/**
 * "Save this player" after a team order: signed in, the server saves the order's player (name,
 * number, sizes) to the account; otherwise the family is told to sign in with the order's address,
 * whose account holds the order and saves the player from it.
 */
export function SaveTeamPlayerOffer({
  orderId,
  player,
  email,
}: {
  orderId: string;
  player: string;
  email: string;
}) {
  const session = useSession();
  const queryClient = useQueryClient();
  const save = useMutation(
    trpc.account.saveOrderPlayer.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.account.players.queryKey() }),
    }),
  );
  if (session.isPending) return null;
  const signedIn = !!session.data?.customer;
  const failure =
    save.isError &&
    (errorCode(save.error) === "NOT_FOUND"
      ? `This order is not in the account you are signed in to: sign in with ${email} to save ${player}.`
      : (serverMessage(save.error) ?? "We could not reach the store. Try again."));

  return (
    <Card withBorder radius="lg" p="md" component="section" aria-labelledby="save-player-heading">
      <Title order={2} size="h4" id="save-player-heading">
        Save this player
      </Title>
      {save.data ? (
        <Text role="status" mt={4}>
          Saved to your account: {save.data.name}
          {save.data.number ? ` (${printedAs(null, save.data.number)})` : ""}
          {Object.values(save.data.sizes).length > 0 ? `, ${Object.values(save.data.sizes).join(", ")}` : ""}.{" "}
          <AnchorLink to="/account" search={{ tab: "players" }} underline="always">
            See your players
          </AnchorLink>
        </Text>
      ) : signedIn ? (
        <>
          <Text mt={4} size="sm">
            Keep {player} in your account with their number and sizes: your next team order fills them in.
          </Text>
          {failure && (
            <FailureAlert mt="sm" title="The player was not saved">
              {failure}
            </FailureAlert>
          )}
          <Group mt="sm">
            <Button
              variant="light"
              leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
              loading={save.isPending}
              onClick={() => save.mutate({ id: orderId })}
            >
              Save This Player
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text mt={4} size="sm">
            To keep {player}'s name, number and sizes for your next team order, sign in or create an account
            with {email}: no password, we e-mail you a link. Your account shows this order and saves the
            player from it.
          </Text>
          <Group mt="sm">
            <ButtonLink
              to="/account/sign-in"
              variant="light"
              leftSection={<IconLogin size={16} aria-hidden="true" />}
            >
              Sign In or Create Account
            </ButtonLink>
          </Group>
        </>
      )}
    </Card>
  );
}
