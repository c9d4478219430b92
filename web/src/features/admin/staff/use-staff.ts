import { useMutation, useQueryClient } from "@tanstack/react-query";
import { describeFailure } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { notifyFailure, notifySuccess } from "../shared/feedback";

/** The two changes to the staff list; each change asks for the list again. */
export function useStaff() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.staff.list.queryKey() });

  // Failures are the form's to show beside its fields, so this one only refreshes and confirms.
  const create = useMutation(
    trpc.staff.create.mutationOptions({
      onSuccess: (account) => {
        void refresh();
        notifySuccess(
          account.promoted
            ? `${account.email} was a customer account and is now a staff account.`
            : `Staff account created for ${account.email}.`,
        );
      },
    }),
  );

  const removeAccess = useMutation(
    trpc.staff.removeAccess.mutationOptions({
      onSuccess: (removed) => {
        void refresh();
        notifySuccess(`${removed.email} can no longer sign in to the portal.`);
      },
      onError: (error) => notifyFailure(describeFailure("Error removing access", error)),
    }),
  );

  return { refresh, create, removeAccess };
}
