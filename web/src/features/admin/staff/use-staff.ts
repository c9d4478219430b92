import { roleWords } from "@store/api/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { describeFailure } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { notifyFailure, notifySuccess } from "../shared/feedback";

/** The changes to the staff list (add, role, deactivate, reactivate, remove); each asks for the list again. */
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

  const changeRole = useMutation(
    trpc.staff.changeRole.mutationOptions({
      onSuccess: (changed) => {
        void refresh();
        notifySuccess(
          `${changed.email} is now a ${roleWords[changed.role].label.toLowerCase()}${
            changed.sessions_ended ? " and was signed out" : ""
          }.`,
        );
      },
      onError: (error) => notifyFailure(describeFailure("Error changing the role", error)),
    }),
  );

  const deactivate = useMutation(
    trpc.staff.deactivate.mutationOptions({
      onSuccess: (done) => {
        void refresh();
        notifySuccess(`${done.email} is deactivated and signed out everywhere.`);
      },
      onError: (error) => notifyFailure(describeFailure("Error deactivating the account", error)),
    }),
  );

  const reactivate = useMutation(
    trpc.staff.reactivate.mutationOptions({
      onSuccess: (done) => {
        void refresh();
        notifySuccess(`${done.email} can sign in again.`);
      },
      onError: (error) => notifyFailure(describeFailure("Error reactivating the account", error)),
    }),
  );

  return { refresh, create, removeAccess, changeRole, deactivate, reactivate };
}
