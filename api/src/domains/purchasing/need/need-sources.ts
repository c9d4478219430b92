import {
  type Database,
  orderItems,
  orders,
  productSizeOptions,
  teamStoreBatches,
  teamStores,
} from "@store/db";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { z } from "zod";
import { notFound } from "../../../common/not-found";
import { AppError } from "../../../errors/app-error";
import { batchSnapshotSchema } from "../../team-stores/batches/batch-lines";
import type { SourceKey } from "./need-plan";

/** A frozen team-store batch or an order: what blanks are ordered, reserved and received for. */
export type NeedSource = { batchId: string } | { orderId: string };

export const sourceKeyOf = (source: NeedSource): SourceKey =>
  "batchId" in source ? `batch:${source.batchId}` : `order:${source.orderId}`;

export const sourceOfKey = (key: SourceKey): NeedSource => {
  const [kind, id] = key.split(":") as [string, string];
  return kind === "batch" ? { batchId: id } : { orderId: id };
};

/** A source with the words staff know it by: "Eagles 12U · batch 1", "Order #1042". */
export interface NamedSource {
  source: NeedSource;
  key: SourceKey;
  label: string;
}

/** One product and size a source needs decorated ("" for a one-size product). */
export interface SourcePieces {
  key: SourceKey;
  productId: string | null;
  productName: string;
  size: string;
  pieces: number;
}

/**
 * The batch or order pieces that come off a shelf some other way than a purchase order: a shop
 * order's counted size was taken from the shelf at checkout (size-stock.ts), so it needs no blank.
 */
interface LoadedPieces {
  pieces: SourcePieces[];
  /** Order lines that are not catalogue products (a quote's package): ordered by hand. */
  notProducts: SourcePieces[];
}

const UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
const BATCH_LIST = new RegExp(`^${UUID}:[12](,${UUID}:[12])*$`);

/**
 * The sources of a need, a purchase order or a plan, as a query string or a JSON body gives them:
 * `batches=<store id>:<batch>,…` (a team store's frozen batch 1 or 2) and `ids=<order id>,…`.
 */
export const needSourcesInput = z
  .object({
    batches: z
      .string()
      .max(20 * 39, "At most 20 batches at a time.")
      .regex(BATCH_LIST, "batches must be <team store id>:<batch 1 or 2>, separated by commas.")
      .transform((text) => [
        ...new Map(
          text.split(",").map((pair) => {
            const [store, batch] = pair.split(":") as [string, string];
            return [
              `${store.toLowerCase()}:${batch}`,
              { store_id: store.toLowerCase(), batch: Number(batch) },
            ];
          }),
        ).values(),
      ])
      .optional(),
    ids: z
      .string()
      .max(200 * 37, "At most 200 orders at a time.")
      .regex(new RegExp(`^${UUID}(,${UUID})*$`), "ids must be order ids (UUIDs) separated by commas.")
      .transform((text) => [...new Set(text.toLowerCase().split(","))])
      .optional(),
  })
  .strict()
  .refine((input) => (input.batches?.length ?? 0) + (input.ids?.length ?? 0) > 0, {
    message: "Name a batch (batches=<team store id>:1) or orders (ids=<order id>,…).",
  });
export type NeedSourcesInput = z.output<typeof needSourcesInput>;

/** Finds each named batch (frozen) and order (live), with its words; refuses an unknown or unready one. */
export async function resolveSources(db: Database, input: NeedSourcesInput): Promise<NamedSource[]> {
  const named: NamedSource[] = [];
  for (const { store_id, batch } of input.batches ?? []) {
    const [store] = await db
      .select({ teamName: teamStores.teamName })
      .from(teamStores)
      .where(eq(teamStores.id, store_id));
    if (!store) throw notFound("team store", store_id);
    const [frozen] = await db
      .select({ id: teamStoreBatches.id })
      .from(teamStoreBatches)
      .where(and(eq(teamStoreBatches.storeId, store_id), eq(teamStoreBatches.batch, batch)));
    if (!frozen) {
      throw AppError.conflict(
        `Batch ${batch} of ${store.teamName} has not gone to production yet. Start production on the team store first: that freezes the batch's sizes.`,
      );
    }
    const source = { batchId: frozen.id };
    named.push({ source, key: sourceKeyOf(source), label: `${store.teamName} · batch ${batch}` });
  }
  const ids = input.ids ?? [];
  if (ids.length > 0) {
    const found = await db
      .select({ id: orders.id, number: orders.number, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, ids));
    for (const id of ids) {
      const order = found.find((row) => row.id === id);
      if (!order) throw notFound("order", id);
      if (order.status === "cancelled") {
        throw AppError.conflict(`Order #${order.number} is cancelled: it needs no blanks.`);
      }
      const source = { orderId: id };
      named.push({ source, key: sourceKeyOf(source), label: `Order #${order.number}` });
    }
  }
  return named;
}

/** Every product and size the sources need decorated, summed per source. */
export async function loadPieces(db: Database, sources: NeedSource[]): Promise<LoadedPieces> {
  const raw: SourcePieces[] = [];
  const batchIds = sources.flatMap((s) => ("batchId" in s ? [s.batchId] : []));
  const orderIds = sources.flatMap((s) => ("orderId" in s ? [s.orderId] : []));
  if (batchIds.length) {
    const batches = await db
      .select({ id: teamStoreBatches.id, snapshot: teamStoreBatches.snapshot })
      .from(teamStoreBatches)
      .where(inArray(teamStoreBatches.id, batchIds));
    for (const batch of batches) {
      for (const line of batchSnapshotSchema.parse(batch.snapshot).lines) {
        raw.push({
          key: `batch:${batch.id}`,
          productId: line.product_id,
          productName: line.product_name,
          size: line.size ?? "",
          pieces: line.quantity,
        });
      }
    }
  }
  if (orderIds.length) {
    const lines = await db
      .select({
        orderId: orders.id,
        teamStoreId: orders.teamStoreId,
        productId: orderItems.productId,
        productName: orderItems.productName,
        size: orderItems.size,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(inArray(orders.id, orderIds));
    const shopProducts = [
      ...new Set(lines.flatMap((l) => (l.teamStoreId || !l.productId ? [] : [l.productId]))),
    ];
    const counted = shopProducts.length
      ? await db
          .select({ productId: productSizeOptions.productId, size: productSizeOptions.size })
          .from(productSizeOptions)
          .where(
            and(inArray(productSizeOptions.productId, shopProducts), isNotNull(productSizeOptions.stock)),
          )
      : [];
    const takenAtCheckout = new Set(counted.map((c) => `${c.productId}|${c.size}`));
    for (const line of lines) {
      if (!line.teamStoreId && line.productId && takenAtCheckout.has(`${line.productId}|${line.size ?? ""}`))
        continue;
      raw.push({
        key: `order:${line.orderId}`,
        productId: line.productId,
        productName: line.productName,
        size: line.size ?? "",
        pieces: line.quantity,
      });
    }
  }
  const summed = new Map<string, SourcePieces>();
  for (const piece of raw) {
    const id = `${piece.key}|${piece.productId ?? piece.productName}|${piece.size}`;
    const seen = summed.get(id);
    summed.set(id, seen ? { ...seen, pieces: seen.pieces + piece.pieces } : { ...piece });
  }
  const all = [...summed.values()].filter((p) => p.pieces > 0);
  return { pieces: all.filter((p) => p.productId), notProducts: all.filter((p) => !p.productId) };
}
