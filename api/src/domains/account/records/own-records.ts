import { customArtworkSubmissions, type Database, orders, quotes } from "@store/db";
import { and, eq } from "drizzle-orm";
import { AppError } from "../../../errors/app-error";
import type { DesignSubject } from "../../designs/review-links";

// Every account read and answer goes through these guards, scoped by the signed-in customer's
// profile: an id that is not theirs is the same 404 as one that does not exist, so guessing ids
// learns nothing.
const NOT_YOURS_ORDER = "There is no such order in your account.";
const NOT_YOURS_REQUEST = "There is no such quote or request in your account.";

/** Refuses an order id that is not one of this customer's (a 404, like one that does not exist). */
export async function ownOrder(db: Database, profileId: string, orderId: string): Promise<void> {
  const [row] = isUuid(orderId)
    ? await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.profileId, profileId)))
    : [];
  if (!row) throw AppError.notFound(NOT_YOURS_ORDER);
}

export const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export async function ownSubject(
  db: Database,
  profileId: string,
  ref: DesignSubject,
): Promise<DesignSubject> {
  const table = ref.kind === "quote" ? quotes : customArtworkSubmissions;
  const [row] = isUuid(ref.id)
    ? await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, ref.id), eq(table.profileId, profileId)))
    : [];
  if (!row) throw AppError.notFound(NOT_YOURS_REQUEST);
  return ref;
}
