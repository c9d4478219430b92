import type { TeamStoreDto } from "@store/api/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../../../lib/trpc";
import { notifySuccess } from "../../shared/feedback";
import type { TeamStoreSettings } from "../settings/settings-values";
import type { StoreSource } from "./NewTeamStoreModal";

/**
 * Makes a store: from scratch (every setting), a copy (the new name, link and dates) or an
 * approved quote (link, dates, distribution, payment). The list and the audit log are asked again.
 */
export function useCreateTeamStore() {
  const queryClient = useQueryClient();
  const made = (store: TeamStoreDto) => {
    queryClient.setQueryData(trpc.teamStores.get.queryKey({ id: store.id }), store);
    void queryClient.invalidateQueries({ queryKey: trpc.teamStores.list.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.quotes.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.audit.pathKey() });
    notifySuccess(`${store.team_name}'s store is ready as a draft.`);
  };
  const create = useMutation(trpc.teamStores.create.mutationOptions({ onSuccess: made }));
  const copy = useMutation(trpc.teamStores.copy.mutationOptions({ onSuccess: made }));
  const fromQuote = useMutation(trpc.teamStores.fromQuote.mutationOptions({ onSuccess: made }));
  return {
    isPending: create.isPending || copy.isPending || fromQuote.isPending,
    mutateAsync: ({
      source,
      sourceId,
      input,
    }: {
      source: StoreSource;
      sourceId: string | null;
      input: TeamStoreSettings;
    }): Promise<TeamStoreDto> => {
      const { slug, opens_at, closes_at } = input;
      if (source === "copy" && sourceId) {
        return copy.mutateAsync({ id: sourceId, slug, opens_at, closes_at, team_name: input.team_name });
      }
      if (source === "quote" && sourceId) {
        const { distribution, payment_mode } = input;
        return fromQuote.mutateAsync({ id: sourceId, slug, opens_at, closes_at, distribution, payment_mode });
      }
      return create.mutateAsync(input);
    },
  };
}
