import { Badge, Card, Stack, Title } from "@mantine/core";
import type { ReviewDto } from "@store/api/contracts";
import { designStatusWords } from "@store/db/catalogue";
import { useQuery } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import type { ReactNode } from "react";
import { linkPageQuery } from "../../lib/load-link-page";
import { trpc } from "../../lib/trpc";
import { ConfirmationAlert } from "../../ui/pages/ConfirmationAlert";
import { QueryPage, RetryLoadCard } from "../../ui/pages/QueryPage";
import { RecordHeading } from "../../ui/pages/RecordHeading";
import { customerStatusColor } from "../design-records/design-status";
import { HistoryTimeline } from "../design-records/HistoryTimeline";
import { ProofList } from "../design-records/ProofList";
import { usePageTitle } from "../layout/use-page-meta";
import { ArtworkSummary } from "./ArtworkSummary";
import { ClosedLink } from "./ClosedLink";
import { InvalidLink } from "./InvalidLink";
import { QuotePrice, QuoteSummary } from "./QuoteSummary";
import { RespondPanel } from "./RespondPanel";
import classes from "./review.module.css";
import { linkProblem, reviewHeading } from "./review-words";

// In the store's zone: the server draws the page, and a browser elsewhere must read the same moment.
const when = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "America/Chicago",
});

const httpStatusOf = (error: unknown) =>
  error instanceof TRPCClientError
    ? (error.data as { httpStatus?: number } | undefined)?.httpStatus
    : undefined;

/**
 * /review/{token}: a coach's quote or artwork request behind the private link from their e-mail:
 * what they asked for, the price, each proof, their answer and the history. Just after sending
 * (`?sent`) it is the confirmation too.
 */
export function ReviewPage({ token, sent }: { token: string; sent: boolean }) {
  const review = useQuery(trpc.review.get.queryOptions({ token }, linkPageQuery));
  const problem = review.isError ? linkProblem(httpStatusOf(review.error)) : undefined;
  usePageTitle(
    review.data
      ? reviewHeading(review.data)
      : problem === "invalid"
        ? "This link is not valid"
        : problem === "closed"
          ? "This page is closed"
          : "Your Quote and Proofs",
    // The server's words for these pages (public-pages.ts), kept while the visitor stays.
    "Your team quote or artwork request, its proofs and your approval.",
  );

  return (
    <QueryPage
      query={review}
      loadingLabel="Loading your request"
      failed={(error) =>
        problem === "invalid" ? (
          <InvalidLink />
        ) : problem === "closed" ? (
          <ClosedLink message={error.message} />
        ) : (
          <RetryLoadCard onRetry={() => void review.refetch()} />
        )
      }
    >
      {(data) => (
        <ReviewDetails
          review={data}
          sent={sent}
          answer={data.can_respond && <RespondPanel review={data} token={token} />}
        />
      )}
    </QueryPage>
  );
}

/** A quote or request as its customer sees it; `answer` is the panel to approve or ask for changes. */
export function ReviewDetails({
  review,
  sent,
  answer,
}: {
  review: ReviewDto;
  sent: boolean;
  answer: ReactNode;
}) {
  return (
    <Stack gap="lg">
      {sent && (
        <ConfirmationAlert
          title={`Thanks! We received your ${review.subject === "quote" ? "quote request" : "request"}.`}
        >
          This page is your private link: keep it (we e-mailed it to you too). We will reply with a price and
          artwork to approve, and you can follow every step here.
        </ConfirmationAlert>
      )}
      <RecordHeading
        caption={
          <>
            {review.team_name} · sent {when.format(new Date(review.created_at))}
          </>
        }
        title={review.subject === "quote" ? `Quote ${review.reference}` : review.reference}
        badge={
          <Badge
            size="lg"
            variant="dot"
            color={customerStatusColor[review.status]}
            data-testid="review-status"
          >
            {designStatusWords[review.status]}
          </Badge>
        }
      />

      <div className={classes.layout}>
        <Stack gap="lg" className={classes.main}>
          {review.quote && <QuotePrice quote={review.quote} />}
          {answer}
          <ProofList proofs={review.proofs} voice="customer" />
          {review.quote && <QuoteSummary quote={review.quote} />}
          {review.artwork && <ArtworkSummary artwork={review.artwork} />}
        </Stack>
        <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="history-heading">
          <Title order={2} size="h4" id="history-heading" mb="md">
            History
          </Title>
          <HistoryTimeline events={review.history} voice="customer" />
        </Card>
      </div>
    </Stack>
  );
}
