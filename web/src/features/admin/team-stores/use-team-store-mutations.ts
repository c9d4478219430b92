import { itemFieldsOf, type TeamStoreDto } from "@store/api/contracts";
import { teamStoreStatusLabels } from "@store/db/catalogue";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { describeFailure } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { notifyFailure, notifySuccess } from "../shared/feedback";
import type { ItemActions } from "./items/ItemsSection";
import type { LifecycleAction } from "./lifecycle";
import type { LifecycleExtras } from "./page/LifecycleDialog";
import type { RosterActions } from "./roster/RosterSection";
import type { TeamStoreSettings } from "./settings/settings-values";

/** Stores whose items staff may still change (the server refuses changes to sold lines after close). */
const itemsEditable = ["draft", "scheduled", "open", "closed"];

/**
 * Every change staff make on a store's page. Each answer is the whole store: the page shows it at
 * once, and the list, the orders and the audit log are asked again.
 */
export function useTeamStoreMutations(store: TeamStoreDto) {
  const queryClient = useQueryClient();
  const { id } = store;
  const saved = (next: TeamStoreDto) => {
    queryClient.setQueryData(trpc.teamStores.get.queryKey({ id }), next);
    void queryClient.invalidateQueries({ queryKey: trpc.teamStores.list.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.teamStores.orders.queryKey({ id }) });
    void queryClient.invalidateQueries({ queryKey: trpc.audit.pathKey() });
  };
  const failed = (prefix: string) => (error: unknown) => notifyFailure(describeFailure(prefix, error));

  const update = useMutation(
    trpc.teamStores.update.mutationOptions({
      onSuccess: (next) => {
        saved(next);
        notifySuccess("The store's settings were saved.");
      },
    }),
  );
  // The server replaces the whole list of items (and of players): each change sends all of them.
  const setItems = useMutation(trpc.teamStores.setItems.mutationOptions({ onSuccess: saved }));
  const setPlayers = useMutation(trpc.teamStores.setPlayers.mutationOptions({ onSuccess: saved }));
  const coachLink = useMutation(
    trpc.teamStores.newCoachLink.mutationOptions({
      onSuccess: () =>
        notifySuccess(
          store.status === "open"
            ? `A new coach link was e-mailed to ${store.coach_email}.`
            : "A new coach link is ready; the coach gets it by e-mail when the store opens.",
        ),
      onError: failed("The coach link was not made"),
    }),
  );
  const lifecycle = useMutation(
    trpc.teamStores.transition.mutationOptions({
      onSuccess: (next) => {
        saved(next);
        notifySuccess(
          `${next.team_name}'s store is now ${teamStoreStatusLabels[next.status].toLowerCase()}.`,
        );
      },
    }),
  );

  const current = store.items.map(itemFieldsOf);
  const items: ItemActions = {
    add: (input) => setItems.mutateAsync({ id, items: [...current, input] }),
    update: (itemId, input) =>
      setItems.mutateAsync({
        id,
        items: store.items.map((item, at) => (item.id === itemId ? input : (current[at] ?? input))),
      }),
    remove: (itemId) =>
      setItems.mutate(
        { id, items: current.filter((_, at) => store.items[at]?.id !== itemId) },
        { onError: failed("The item was not removed") },
      ),
    editable: itemsEditable.includes(store.status),
  };
  const roster: RosterActions = { save: (players) => setPlayers.mutateAsync({ id, players }) };

  return {
    items,
    roster,
    saveSettings: (input: Partial<TeamStoreSettings>) => update.mutateAsync({ id, ...input }),
    sendCoachLink: () => coachLink.mutate({ id }),
    sendingCoachLink: coachLink.isPending,
    move: (action: LifecycleAction, extras: LifecycleExtras) =>
      lifecycle.mutateAsync({ id, action, ...extras }),
    moving: lifecycle.isPending ? (lifecycle.variables?.action ?? null) : null,
  };
}
