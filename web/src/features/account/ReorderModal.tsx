import { Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import type { RouterOutputs } from "@store/api/contracts";
import { IconShoppingCartPlus } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { serverMessage } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { cart } from "../cart/cart-store";
import { FailureAlert } from "../layout/FailureAlert";
import { addToSavedTeamCart, savedAccessCode } from "../team-store/team-cart";
import type { AccountOrder } from "./OrdersSection";
import { addedLineText, ReorderResult } from "./ReorderResult";
import { TeamReorderResult } from "./TeamReorderResult";

type Reorder = RouterOutputs["account"]["reorder"];

/** A team order's lines go into its own store's team cart (and its code opens the store). */
function putIntoTeamCart(team: NonNullable<Reorder["team"]>) {
  if (team.store.access_code) savedAccessCode.set(team.store.slug, team.store.access_code);
  addToSavedTeamCart(
    team.store.slug,
    team.lines.map((line) => ({
      item_id: line.item_id,
      size: line.size,
      quantity: line.quantity,
      name: line.name ?? "",
      number: line.number ?? "",
    })),
  );
}

/**
 * Reorders an earlier order: its lines at today's prices go into the cart, sized for a saved player
 * when one is chosen (a child who has grown). What was resized or can no longer be bought is said.
 * A team order goes back only into its own store's team cart while that store is open; the server
 * says why not otherwise.
 */
export function ReorderModal({ order, onClose }: { order: AccountOrder | null; onClose: () => void }) {
  const players = useQuery({ ...trpc.account.players.queryOptions(), enabled: order !== null });
  const reorder = useMutation(trpc.account.reorder.mutationOptions());
  const [playerId, setPlayerId] = useState<string | null>(null);
  const [added, setAdded] = useState<Reorder | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  // A refusal (a team store closed, say) takes the focus, so it is where the customer is.
  useEffect(() => {
    if (reorder.isError) failureRef.current?.focus();
  }, [reorder.isError]);

  // A new order opened: start over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the order is the trigger
  useEffect(() => {
    setPlayerId(null);
    setAdded(null);
    reorder.reset();
  }, [order?.id]);

  const addToCart = async () => {
    if (!order) return;
    const answer = await reorder.mutateAsync({ id: order.id, player_id: playerId }).catch(() => null);
    if (!answer) return;
    if (answer.team) putIntoTeamCart(answer.team);
    for (const line of answer.lines) {
      cart.addMany(
        {
          id: line.product_id,
          name: line.product_name,
          price: line.unit_price,
          image_url: null,
          size: line.size,
        },
        line.quantity,
      );
    }
    setAdded(answer);
  };

  return (
    <Modal
      opened={order !== null}
      onClose={onClose}
      title={order ? `Reorder order #${order.number}` : "Reorder"}
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {added?.team ? (
        <TeamReorderResult team={added.team} onClose={onClose} />
      ) : added ? (
        <ReorderResult
          title="Added to your cart"
          lines={added.lines.map((line) => ({
            key: `${line.product_id}|${line.size ?? ""}`,
            text: addedLineText(line),
          }))}
          nothing="Nothing from this order can be bought today."
          unavailable={added.unavailable}
          prices="Prices are today's; checkout confirms them."
          onClose={onClose}
          onward={
            <Button
              onClick={() => {
                onClose();
                cart.open();
              }}
            >
              View Cart
            </Button>
          }
        />
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            {order?.team_store
              ? `The order's items go back into the ${order.team_store.team_name} team cart with their names and numbers, at the store's prices, while the store is open.`
              : "The order's items go into your cart at today's prices."}{" "}
            Choose a saved player to order in their newest sizes.
          </Text>
          {reorder.isError && (
            <FailureAlert title="Nothing was added" ref={failureRef}>
              {serverMessage(reorder.error) ?? "We could not reach the store. Try again."}
            </FailureAlert>
          )}
          <Select
            label="Sizes for a saved player (optional)"
            placeholder={players.isPending ? "Loading players..." : "Sizes as ordered"}
            data={(players.data ?? []).map((p) => ({
              value: p.id,
              label: `${p.name}${p.number ? ` #${p.number}` : ""} (${p.season})`,
            }))}
            value={playerId}
            onChange={setPlayerId}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              onClick={() => void addToCart()}
              loading={reorder.isPending}
              leftSection={<IconShoppingCartPlus size={16} aria-hidden="true" />}
            >
              {order?.team_store ? "Add to Team Cart" : "Add to Cart"}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
