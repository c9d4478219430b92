import { type Database, orderItems, orderStatusChanges, orders, type Quote, quotes } from "@store/db";
import { designStatusWords, inSizeOrder } from "@store/db/catalogue";
import { eq } from "drizzle-orm";
import { byStaff, recordStep } from "../designs/design-history";
import { conflictForStatus, lockRecord, quoteReference, setRecordStatus } from "../designs/design-records";
import { orderBuyer } from "../ordering/profile-for";
import { enqueueOrderPlaced } from "../orders/order-emails";
import { recordOrderEvent } from "../orders/order-events";
import { addOrderLink } from "../orders/order-links";
import { getOrder } from "../orders/orders";
import type { ChangeArgs, ClockArgs, MailArgs } from "../service-args";
import { recordAudit } from "../staff/audit-records";
import { orderTaxColumns, taxingFor, taxLines } from "../tax/order-tax";
import { getQuote } from "./request-quote";
import type { QuoteDto } from "./schemas";

interface QuoteOrderLine {
  productName: string;
  unitPrice: number;
  quantity: number;
  size: string | null;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * The order's lines: the package, one line per roster size (the players' uniforms, included in the
 * package price), each add-on, the rush fee, and, when staff quoted a price other than the
 * estimate, the difference as its own line, so the lines always add up to the quoted price.
 */
export function quoteOrderLines(quote: QuoteDto): QuoteOrderLine[] {
  const lines: QuoteOrderLine[] = [];
  for (const line of quote.estimate_lines) {
    if (line.kind === "package") {
      lines.push({ productName: line.label, unitPrice: line.unit_price, quantity: 1, size: null });
      const counts = new Map<string, number>();
      for (const player of quote.roster) counts.set(player.size, (counts.get(player.size) ?? 0) + 1);
      for (const size of inSizeOrder([...counts.keys()])) {
        lines.push({
          productName: `${quote.package} player uniform (in the package)`,
          unitPrice: 0,
          quantity: counts.get(size) ?? 1,
          size,
        });
      }
    } else {
      lines.push({
        productName: line.label,
        unitPrice: line.unit_price,
        quantity: line.quantity,
        size: null,
      });
    }
  }
  const total = quote.final_price ?? quote.estimate;
  const difference = cents(total) - lines.reduce((sum, l) => sum + cents(l.unitPrice) * l.quantity, 0);
  if (difference !== 0) {
    lines.push({
      productName: "Price agreed in the quote",
      unitPrice: difference / 100,
      quantity: 1,
      size: null,
    });
  }
  return lines;
}

/**
 * Turns an approved quote into an order in one step: the order (paid in store or by invoice, like
 * every order), its lines, first status and private link, the coach's confirmation e-mail, and
 * the quote moved to "in production" with the order noted in its history; the order starts
 * "being prepared" and follows the quote from then on (quote-order-status.ts). Only once per quote.
 */
export async function createOrderFromQuote(
  options: ChangeArgs<{ id: string }> & MailArgs & Partial<ClockArgs>,
): Promise<QuoteDto> {
  const { db, actor, input, mail } = options;
  const { id } = input;
  const subject = { kind: "quote", id } as const;
  await db.transaction(async (tx) => {
    const record = await lockRecord(tx, subject);
    const [row] = await tx.select().from(quotes).where(eq(quotes.id, id));
    if (!row) throw new Error("locked quote is missing");
    if (row.orderId) {
      throw conflictForStatus(
        record,
        "it already became an order.",
        designStatusWords[record.status].toLowerCase(),
      );
    }
    if (record.status !== "approved") {
      throw conflictForStatus(
        record,
        "only a quote the customer approved can become an order.",
        designStatusWords[record.status].toLowerCase(),
      );
    }
    const quote = await getQuote({ db: tx, input });
    const orderId = await insertOrder(tx, row, quoteOrderLines(quote), options.now ?? new Date());
    await recordOrderEvent(tx, orderId, "placed", actor, { quote: quoteReference(row.number) });
    await tx.update(quotes).set({ orderId }).where(eq(quotes.id, id));
    await setRecordStatus(tx, subject, "in_production");
    const order = await getOrder(tx, orderId);
    await recordStep(tx, subject, {
      kind: "order_created",
      ...byStaff(actor),
      message: `Order #${order.number} created.`,
      fromStatus: record.status,
      toStatus: "in_production",
    });
    await recordAudit(tx, actor, {
      action: "quote.order",
      entity: "quote",
      entityId: id,
      summary: `Turned ${record.title} into order #${order.number}.`,
      before: { status: record.status, order: null },
      after: { status: "in_production", order: { id: orderId, number: order.number } },
    });
    await enqueueOrderPlaced(tx, order, await addOrderLink(tx, orderId), mail);
  });
  mail.wake?.();
  return getQuote({ db, input });
}

async function insertOrder(tx: Database, quote: Quote, lines: QuoteOrderLine[], now: Date): Promise<string> {
  const buyer = { name: quote.contactName, email: quote.email, phone: quote.phone };
  const price = quote.finalPrice ?? quote.estimate;
  // A team's order is picked up at the store; a school's PO (or another exemption) on the quote carries over.
  const taxing = await taxingFor(tx, { fulfilment: { method: "pickup" }, now, exemption: quote.exemption });
  // The package is priced for the team, not per article: no line is clothing under the holiday's limit.
  const taxed = taxLines(
    taxing,
    lines.map((line) => ({ ...line, clothing: false })),
    0,
  );
  const [order] = await tx
    .insert(orders)
    .values({
      ...(await orderBuyer(tx, buyer, quote.profileId)),
      fulfilment: "pickup",
      note: `Team order from quote ${quoteReference(quote.number)} for ${quote.teamName}. Names and numbers are on the quote's roster.`,
      subtotal: price,
      deliveryFee: 0,
      ...orderTaxColumns(taxing, { subtotal: price, deliveryFee: 0 }, taxed),
      // The quote goes into production with its order, so the order is being prepared from the start.
      status: "processing",
    })
    .returning({ id: orders.id });
  if (!order) throw new Error("order insert returned no row");
  await tx
    .insert(orderItems)
    .values(lines.map((line, i) => ({ orderId: order.id, ...line, tax: taxed.lineTax[i] ?? 0 })));
  await tx.insert(orderStatusChanges).values({ orderId: order.id, status: "processing" });
  return order.id;
}
