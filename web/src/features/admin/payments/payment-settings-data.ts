import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Access } from "../../../app/admin-door/access";
import { trpc } from "../../../lib/trpc";
import { notifySuccess } from "../shared/feedback";

const settingsQuery = () => trpc.payments.settings.queryOptions();

/** The "Payments" screen's data: which providers are live and the owner's choices. */
export const usePaymentSettings = () => useQuery(settingsQuery());

export const paymentSettingsRoute = {
  loader: async ({ context }: { context: { queryClient: QueryClient; access: Access } }): Promise<void> => {
    if (context.access.status !== "granted") return;
    await context.queryClient.prefetchQuery(settingsQuery());
  },
};

/** Saves a choice; the screen shows the server's answer (it refuses online choices without a provider). */
export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.payments.updateSettings.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.payments.settings.queryKey(), saved);
        notifySuccess("The payment settings were saved.");
      },
    }),
  );
}
