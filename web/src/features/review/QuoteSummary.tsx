import { Anchor, Stack, Table, Text } from "@mantine/core";
import type { ReviewDto } from "@store/api/contracts";
import { Link } from "@tanstack/react-router";
import { TableHead } from "../../ui/tables/TableHead";
import { quoteTaxWords } from "../orders/tax-words";
import { RequestFacts, ReviewSection } from "./ReviewSection";
import classes from "./review.module.css";
import { calendarDay, formatMoney } from "./review-words";

type QuoteFacts = NonNullable<ReviewDto["quote"]>;

/** What the coach asked for: the package and extras, the estimate and the roster. */
export function QuoteSummary({ quote }: { quote: QuoteFacts }) {
  return (
    <Stack gap="lg">
      <RequestFacts>
        <dt>Sport</dt>
        <dd>{quote.sport}</dd>
        <dt>Package</dt>
        <dd>{quote.package}</dd>
        <dt>Extra items</dt>
        <dd>
          {quote.additional_items.length === 0
            ? "None"
            : quote.additional_items.map((item) => `${item.name} × ${item.quantity}`).join(", ")}
        </dd>
        <dt>Turnaround</dt>
        <dd>{quote.rush ? `Rush: ${quote.rush}` : "Standard"}</dd>
        <dt>Needed by</dt>
        <dd>{quote.needed_by ? calendarDay(quote.needed_by) : "No date given"}</dd>
        <dt>Team colors</dt>
        <dd>{quote.colors || "Not given"}</dd>
      </RequestFacts>

      <ReviewSection id="estimate-heading" title="Estimate">
        <Text size="sm" c="dimmed" mb="sm">
          {quote.final_price === null
            ? "From our price list when you sent the request; the final price comes with your quote and proof."
            : "From our price list when you sent the request; your price above is the one that counts."}
        </Text>
        <ul className={classes.lines} aria-label="Estimate lines">
          {quote.estimate_lines.map((line) => (
            <li key={line.label} className={classes.line}>
              <span>
                {line.label}
                {line.quantity > 1 && (
                  <Text span size="sm" c="dimmed">
                    {" "}
                    ({line.quantity} × {formatMoney(line.unit_price)})
                  </Text>
                )}
              </span>
              <span className={classes.amount}>{formatMoney(line.amount)}</span>
            </li>
          ))}
          <li className={classes.total}>
            <span>Estimate total</span>
            <span className={classes.amount}>{formatMoney(quote.estimate)}</span>
          </li>
        </ul>
      </ReviewSection>

      <ReviewSection
        id="roster-heading"
        title={`Roster (${quote.roster.length} ${quote.roster.length === 1 ? "player" : "players"})`}
        spaced
      >
        {quote.roster.length === 0 ? (
          <Text size="sm">No roster was sent. Reply to our e-mail with the names, numbers and sizes.</Text>
        ) : (
          <div className={classes.tableWrap}>
            <Table striped aria-labelledby="roster-heading">
              <TableHead columns={["Player", "Number", "Size"]} scope="col" />
              <Table.Tbody>
                {quote.roster.map((player, index) => (
                  // Two players may share a name; the position tells them apart.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the roster is a fixed list from the server.
                  <Table.Tr key={index}>
                    <Table.Td>{player.name}</Table.Td>
                    <Table.Td>{player.number || "—"}</Table.Td>
                    <Table.Td>{player.size}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </ReviewSection>
    </Stack>
  );
}

/**
 * The order the quote became and the store's price with its note: what the coach looks for first,
 * so the page shows it above the proofs.
 */
export function QuotePrice({ quote }: { quote: QuoteFacts }) {
  if (!quote.order && quote.final_price === null) return null;
  return (
    <Stack gap="lg">
      {quote.order && <OrderNotice order={quote.order} />}
      {quote.final_price !== null && (
        <ReviewSection id="price-heading" title="Your Price">
          <Text fz={32} fw={800} mt={4} data-testid="final-price">
            {formatMoney(quote.final_price)}
          </Text>
          <Text size="sm" c="dimmed" data-testid="quote-tax">
            {quoteTaxWords(quote.sales_tax)}
          </Text>
          {quote.quote_message && (
            <>
              <Text size="sm" fw={600} mt="sm">
                A note from the store
              </Text>
              <Text className={classes.preWrap}>{quote.quote_message}</Text>
            </>
          )}
        </ReviewSection>
      )}
    </Stack>
  );
}

function OrderNotice({ order }: { order: NonNullable<QuoteFacts["order"]> }) {
  const token = order.tracking_path?.split("/").filter(Boolean).pop();
  return (
    <ReviewSection id="order-heading" title={`Your Order #${order.number}`}>
      <Text mt={4}>
        Your approved quote is now an order in production.{" "}
        {token ? (
          <Anchor
            underline="always"
            renderRoot={(props) => <Link {...props} to="/orders/$token" params={{ token }} />}
          >
            Follow your order
          </Anchor>
        ) : (
          "We e-mailed you its own link to follow it."
        )}
      </Text>
    </ReviewSection>
  );
}
