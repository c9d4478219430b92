import { useMutation, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../../../lib/trpc";
import { notifySuccess } from "../../shared/feedback";

/** Makes a store (from scratch, a copy or a quote); the list and the audit log are asked again. */
export function useCreateTeamStore() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.teamStores.create.mutationOptions({
      onSuccess: (store) => {
        queryClient.setQueryData(trpc.teamStores.get.queryKey({ id: store.id }), store);
        void queryClient.invalidateQueries({ queryKey: trpc.teamStores.list.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.audit.pathKey() });
        notifySuccess(`${store.team_name}'s store is ready as a draft.`);
      },
    }),
  );
}
