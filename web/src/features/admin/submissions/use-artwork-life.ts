import { type DesignStatus, designStatusWords } from "@store/db/catalogue";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { describeFailure } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { notifyFailure, notifySuccess } from "../shared/feedback";

/**
 * One artwork request's status, proofs and history, and the status moves staff make by hand. A
 * move answers with the whole request: it is shown at once and the list is asked again.
 */
export function useArtworkLife(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery(trpc.submissions.getArtwork.queryOptions({ id }));
  const setStatus = useMutation(
    trpc.submissions.setArtworkStatus.mutationOptions({
      onSuccess: (request) => {
        queryClient.setQueryData(trpc.submissions.getArtwork.queryKey({ id }), request);
        void queryClient.invalidateQueries({ queryKey: trpc.submissions.listArtwork.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.audit.pathKey() });
        notifySuccess(`The request is now ${designStatusWords[request.status].toLowerCase()}.`);
      },
      onError: (error) => notifyFailure(describeFailure("The status was not changed", error)),
    }),
  );
  return {
    query,
    move: (status: DesignStatus) => setStatus.mutate({ id, status }),
    movingTo: setStatus.isPending ? (setStatus.variables?.status ?? null) : null,
  };
}
