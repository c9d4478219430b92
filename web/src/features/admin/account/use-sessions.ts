import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { describeFailure } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { notifyFailure, notifySuccess } from "../shared/feedback";

/** Your sessions, and ending one or all the others; each change asks for the list again. */
export function useSessions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const list = useQuery(trpc.sessions.list.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.sessions.list.queryKey() });

  const end = useMutation(
    trpc.sessions.end.mutationOptions({
      onSuccess: async (ended) => {
        if (ended.was_current) {
          // Ending this session signed you out: the portal starts again at its sign-in page.
          queryClient.clear();
          await navigate({ to: "/admin/login" });
          return;
        }
        void refresh();
        notifySuccess("That session was ended: the browser is signed out.");
      },
      onError: (error) => notifyFailure(describeFailure("Error ending the session", error), "Not ended"),
    }),
  );

  const endOthers = useMutation(
    trpc.sessions.endOthers.mutationOptions({
      onSuccess: ({ ended }) => {
        void refresh();
        notifySuccess(
          ended === 0
            ? "You were not signed in anywhere else."
            : `Signed out everywhere else (${ended === 1 ? "1 session" : `${ended} sessions`} ended).`,
        );
      },
      onError: (error) => notifyFailure(describeFailure("Error ending the sessions", error), "Not ended"),
    }),
  );

  return { list, end, endOthers };
}
