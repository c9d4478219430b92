import { useMutation, useQueryClient } from "@tanstack/react-query";
import { describeFailure } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { notifyFailure, notifySuccess } from "../shared/feedback";

/** Sending and revoking invitations; each asks for the pending list again. */
export function useInvitations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.invitations.list.queryKey() });

  // Failures are the form's to show beside its fields.
  const invite = useMutation(
    trpc.invitations.create.mutationOptions({
      onSuccess: (invitation) => {
        void refresh();
        notifySuccess(`Invitation sent to ${invitation.email}.`);
      },
    }),
  );

  const revoke = useMutation(
    trpc.invitations.revoke.mutationOptions({
      onSuccess: (invitation) => {
        void refresh();
        notifySuccess(`The invitation of ${invitation.email} no longer works.`);
      },
      onError: (error) => notifyFailure(describeFailure("Error revoking the invitation", error)),
    }),
  );

  return { invite, revoke };
}
