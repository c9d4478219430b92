import { Skeleton, Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import { describeFailure } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { HistoryTimeline } from "../../design-records/HistoryTimeline";
import { ProofsPanel } from "../proofs/ProofsPanel";
import { Section } from "../proofs/Section";
import { BackToList } from "../shared/BackToList";
import { ErrorBox } from "../shared/ErrorBox";
import { PageHeader } from "../shared/PageHeader";
import { QuoteExemption } from "../tax-exemptions/QuoteExemption";
import { ChangeRequestAlert } from "./ChangeRequestAlert";
import { EstimateSection } from "./EstimateSection";
import classes from "./QuoteDetailsLayout.module.css";
import { QuoteRequestSection } from "./QuoteRequestSection";
import { QuoteStatusSection } from "./QuoteStatusSection";
import { useQuote } from "./quotes-data";
import { RosterSection } from "./RosterSection";
import { SendQuoteForm } from "./SendQuoteForm";
import { useQuoteMutations } from "./use-quote-mutations";

const BackLink = () => <BackToList to="/admin/quotes">All quotes</BackToList>;

/** One quote on its own page: the request and roster, what to do next, and the history. */
export function QuoteDetailsPage({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const query = useQuote(id);
  const actions = useQuoteMutations(id);
  const quote = query.data;

  if (!quote) {
    return (
      <>
        <BackLink />
        {query.isError ? (
          <ErrorBox
            message={describeFailure("Error fetching the quote", query.error)}
            retryLabel="Try Again"
            onRetry={() => void queryClient.invalidateQueries({ queryKey: trpc.quotes.get.queryKey({ id }) })}
          />
        ) : (
          <Stack gap="md" aria-busy="true" aria-label="Loading the quote">
            <Skeleton h={40} w={240} />
            <Skeleton h={300} />
          </Stack>
        )}
      </>
    );
  }

  return (
    <>
      <BackLink />
      <PageHeader
        title={`Quote ${quote.reference}`}
        description={`${quote.team_name} · ${quote.contact_name}`}
      />
      <ChangeRequestAlert quote={quote} />
      <div className={classes.layout}>
        <Stack gap="md" className={classes.main}>
          <QuoteRequestSection quote={quote} />
          <RosterSection quote={quote} />
          <EstimateSection quote={quote} />
          <Section id="quote-proofs" title="Proofs">
            <ProofsPanel subject="quote" id={quote.id} status={quote.status} proofs={quote.proofs} />
          </Section>
        </Stack>
        <Stack gap="md" className={classes.side}>
          <QuoteStatusSection quote={quote} actions={actions} />
          <QuoteExemption quote={quote} />
          {/* Keyed by what was sent, so a sent quote shows what was saved; a status move (a proof
              uploaded meanwhile) keeps what staff are typing. */}
          <SendQuoteForm
            key={`${quote.final_price}|${quote.quote_message}`}
            quote={quote}
            send={actions.send}
          />
        </Stack>
        <div className={classes.history}>
          <Section id="quote-history" title="History">
            <HistoryTimeline events={quote.history} />
          </Section>
        </div>
      </div>
    </>
  );
}

/** One quote's page wired to its address (/admin/quotes/<id>). */
export function QuoteDetailsScreen() {
  const { id } = useParams({ from: "/admin/_portal/quotes/$id" });
  return <QuoteDetailsPage id={id} />;
}
