import { useMutation, useQueryClient } from "@tanstack/react-query";
import { describeFailure } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { notifyFailure, notifySuccess } from "../shared/feedback";

/**
 * Marks a message read or unread. The list, the tiles, the home's queue and the audit log are asked
 * again afterwards; `quiet` leaves out the toast (opening a message marks it read without one).
 */
export function useContactRead() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.submissions.setContactRead.mutationOptions({
      onSuccess: (message, { read }, _context) => {
        void Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.submissions.listContact.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.submissions.contactStats.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.home.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.audit.pathKey() }),
        ]);
        if (!read) notifySuccess(`The message from ${message.name} is marked unread.`);
      },
      onError: (error, { read }) =>
        notifyFailure(describeFailure(`Error marking the message ${read ? "read" : "unread"}`, error)),
    }),
  );
}
