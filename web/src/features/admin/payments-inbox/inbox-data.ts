import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Access } from "../../../app/admin-door/access";
import { trpc } from "../../../lib/trpc";
import { notifySuccess } from "../shared/feedback";

/** Waiting items first; 100 is more than a shop's inbox ever holds at once. */
const inboxQuery = () => trpc.payments.inbox.queryOptions({ page: 1, page_size: 100 });

/** The payments inbox screen's items. */
export const useInbox = () => useQuery(inboxQuery());

/** The route's loader: the items loaded before the screen draws; a failure is the screen's to show. */
export const inboxRoute = {
  loader: async ({ context }: { context: { queryClient: QueryClient; access: Access } }): Promise<void> => {
    if (context.access.status !== "granted") return;
    await context.queryClient.prefetchQuery(inboxQuery());
  },
};

/** Assign and dismiss; each asks for the inbox again. Refusals are the dialogs' to show. */
export function useInboxChanges() {
  const queryClient = useQueryClient();
  const done = (message: string) => {
    void queryClient.invalidateQueries({ queryKey: trpc.payments.inbox.queryKey() });
    notifySuccess(message);
  };
  return {
    assign: useMutation(
      trpc.payments.assignInbox.mutationOptions({
        onSuccess: (item) => done(item.resolution ?? "The payment was assigned."),
      }),
    ),
    dismiss: useMutation(
      trpc.payments.dismissInbox.mutationOptions({
        onSuccess: () => done("The payment was dismissed from the inbox."),
      }),
    ),
  };
}
