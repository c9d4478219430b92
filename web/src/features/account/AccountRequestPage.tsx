import { Stack } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { serverMessage } from "../../lib/api-errors";
import { retryUnlessRefused } from "../../lib/server-refusal";
import { trpc } from "../../lib/trpc";
import { LoadFailedCard, QueryPage } from "../../ui/pages/QueryPage";
import { usePageTitle } from "../layout/use-page-meta";
import { AnswerPanel } from "../review/RespondPanel";
import { ReviewDetails } from "../review/ReviewPage";
import { reviewHeading } from "../review/review-words";
import { BackToAccount } from "./AccountOrderPage";
import { RequireAccount } from "./RequireAccount";

type Kind = "quote" | "artwork";

/** /account/requests/{kind}/{id}: a quote or artwork request with its proofs; approve or ask for changes. */
export function AccountRequestPage({ kind, id }: { kind: Kind; id: string }) {
  return <RequireAccount>{() => <AccountRequest kind={kind} id={id} />}</RequireAccount>;
}

function AccountRequest({ kind, id }: { kind: Kind; id: string }) {
  const queryClient = useQueryClient();
  const queryKey = trpc.account.request.queryKey({ kind, id });
  const request = useQuery(trpc.account.request.queryOptions({ kind, id }, { retry: retryUnlessRefused }));
  const answer = useMutation(
    trpc.account.answerRequest.mutationOptions({
      onSuccess: (updated) => {
        queryClient.setQueryData(queryKey, updated);
        void queryClient.invalidateQueries({ queryKey: trpc.account.requests.queryKey() });
      },
    }),
  );
  usePageTitle(
    request.data ? reviewHeading(request.data) : "Your Quote and Proofs",
    "Your team quote or artwork request, its proofs and your approval.",
  );
  return (
    <QueryPage
      query={request}
      loadingLabel="Loading your request"
      failed={(error) => (
        <Stack gap="md">
          <BackToAccount tab="requests" />
          <LoadFailedCard
            title="We could not show this request"
            message={serverMessage(error) ?? "Check your connection and try again."}
          >
            {null}
          </LoadFailedCard>
        </Stack>
      )}
    >
      {(review) => (
        <Stack gap="md">
          <BackToAccount tab="requests" />
          <ReviewDetails
            review={review}
            sent={false}
            answer={
              review.can_respond && (
                <AnswerPanel
                  review={review}
                  queryKey={queryKey}
                  pending={answer.isPending}
                  send={(values) => answer.mutateAsync({ kind, id, ...values })}
                />
              )
            }
          />
        </Stack>
      )}
    </QueryPage>
  );
}
