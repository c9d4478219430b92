import { designStatuses } from "@store/db/catalogue";
import { z } from "zod";
import type { Limit } from "../http/rate-limited";
import type { QueryParam } from "./define";

// Pieces the operation lists share: parameters and answer shapes that repeat across paths.

export const idParam = [{ name: "id", description: "The record's id (a UUID)." }];
export const limit = { name: "limit", description: "At most this many rows (1-500)." };
export const deleted = z.object({ id: z.string() });

/** The REST shape of a page: the rows under `data`, the paging facts beside them. */
export const pageOf = (item: z.ZodType) =>
  z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });

// Query parameters are named and described here; their rules come from the operation's input schema.
export const pageParams: QueryParam[] = [
  { name: "page", description: "Page number, from 1 (default 1)." },
  { name: "page_size", description: "Rows per page, 1-100 (default 25)." },
];
export const pagingParams = (searched: string): QueryParam[] => [
  ...pageParams,
  { name: "search", description: `Case-insensitive text found in ${searched}.` },
  { name: "sort", description: "Sort column (default created_at)." },
  { name: "dir", description: "asc or desc (default desc)." },
];
export const withoutPaging = (params: QueryParam[]) =>
  params.filter((p) => p.name !== "page" && p.name !== "page_size");

/** The public forms' Idempotency-Key, in the document (checkout and quotes say it in their own words). */
export const idempotencyKeyWords =
  "Any unique text (8-200 printable characters, e.g. a UUID) per submission. Repeating the request with the same key and body answers with the record the first one made (and `Idempotent-Replayed: true`) instead of storing another; the same key with a different body is refused with 409. A key is its caller's own (the signed-in account, else the client's address): another caller's use of it is a new submission.";

/**
 * Reads through a private link (an order's tracking page, a quote's review page), per client
 * address: guessing a 256-bit link is hopeless, but a client trying anyway is slowed down. Generous
 * enough for a coach who reloads the page all evening.
 */
export const privateLinkReads = (name: string): Limit => ({ name, limit: 300, windowMs: 60 * 60 * 1000 });

/** The body of a hand-made status move (quotes and artwork requests alike). */
export const statusBody = z.object({ status: z.enum(designStatuses) });
