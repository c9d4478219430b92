import type { TeamStoreDto } from "@store/api/domains/team-stores/schemas";
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

/**
 * Every change staff make on a store's page. Each answer is the whole store: the page shows it at
 * once, and the list, the orders and the audit log are asked again.
 */
export function useTeamStoreMutations(store: TeamStoreDto) {
  const queryClient = useQueryClient();
  const { id } = store;
  const saved = (next: TeamStoreDto) => {
    queryClient.setQueryData(trpc.teamStores.get.queryKey({ id }), next);
    void queryClient.invalidateQueries({ queryKey: trpc.teamStores.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.audit.pathKey() });
  };
  const failed = (prefix: string) => (error: unknown) => notifyFailure(describeFailure(prefix, error));

  const update = useMutation(trpc.teamStores.update.mutationOptions({ onSuccess: saved }));
  const addItem = useMutation(trpc.teamStores.addItem.mutationOptions({ onSuccess: saved }));
  const updateItem = useMutation(trpc.teamStores.updateItem.mutationOptions({ onSuccess: saved }));
  const removeItem = useMutation(
    trpc.teamStores.removeItem.mutationOptions({
      onSuccess: saved,
      onError: failed("The item was not removed"),
    }),
  );
  const setRoster = useMutation(trpc.teamStores.setRoster.mutationOptions({ onSuccess: saved }));
  const coachLink = useMutation(
    trpc.teamStores.sendCoachLink.mutationOptions({
      onSuccess: () => notifySuccess(`The coach link was sent to ${store.coach_email}.`),
      onError: failed("The coach link was not sent"),
    }),
  );
  const lifecycle = useMutation(
    trpc.teamStores.move.mutationOptions({
      onSuccess: (next) => {
        saved(next);
        notifySuccess(`${next.team_name} is now ${teamStoreStatusLabels[next.status].toLowerCase()}.`);
      },
    }),
  );

  const items: ItemActions = {
    add: (input) => addItem.mutateAsync({ store_id: id, ...input }),
    update: (itemId, input) => updateItem.mutateAsync({ id: itemId, ...input }),
    remove: (itemId) => removeItem.mutate({ id: itemId }),
    editable: ["draft", "scheduled", "open", "closed"].includes(store.status),
  };
  const roster: RosterActions = { save: (players) => setRoster.mutateAsync({ id, players }) };

  return {
    items,
    roster,
    saveSettings: (input: TeamStoreSettings) => update.mutateAsync({ id, ...input }),
    sendCoachLink: () => coachLink.mutate({ id }),
    sendingCoachLink: coachLink.isPending,
    move: (action: LifecycleAction, extras: LifecycleExtras) =>
      lifecycle.mutateAsync({ id, action, ...extras }),
    moving: lifecycle.isPending ? (lifecycle.variables?.action ?? null) : null,
  };
}
