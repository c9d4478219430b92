import { useMutation, useQueryClient } from "@tanstack/react-query";
import { describeFailure } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { notifyFailure, notifySuccess } from "../shared/feedback";

/** The two changes to the API keys list; each change asks for the list again. */
export function useApiKeys() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.apiKeys.list.queryKey() });

  // Failures are the dialog's to show beside its field; success shows the key in the dialog itself.
  const create = useMutation(trpc.apiKeys.create.mutationOptions({ onSuccess: () => void refresh() }));

  const revoke = useMutation(
    trpc.apiKeys.revoke.mutationOptions({
      onSuccess: (key) => {
        void refresh();
        notifySuccess(`The API key "${key.name}" was revoked. Requests with it are now refused.`);
      },
      onError: (error) => notifyFailure(describeFailure("Error revoking the API key", error), "Not revoked"),
    }),
  );

  return { refresh, create, revoke };
}
