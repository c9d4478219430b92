import { createHash } from "node:crypto";
import { type Database, idempotencyKeys } from "@store/db";
import { and, eq, lt } from "drizzle-orm";
import { hashSecret } from "../auth/tokens";
import { AppError } from "../errors/app-error";
import { isCommitAnswerLost } from "../errors/commit-answer-lost";
import { recordAfterLostCommit } from "./lost-commit";

/**
 * How long a key is remembered. A retry comes within seconds or minutes; a day is the usual window
 * (Stripe's too). After it the same key makes a new record, and the row is removed.
 */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
const windowStart = () => new Date(Date.now() - IDEMPOTENCY_WINDOW_MS);
/** Every this-many stored keys, one sweep removes all expired ones (the table stays small). */
const SWEEP_EVERY = 200;
let storedSinceSweep = 0;

/**
 * Whose keys these are: the signed-in account (session or API key), else the client's address.
 * Keys live in their caller's own space, so one client's key, however weak or leaked, neither
 * replays nor blocks another's request (decision 030).
 */
export type IdempotencyCaller = { userId: string } | { address: string };

/** The caller of a request as the idempotency keys see it (from the procedure's context). */
export function idempotencyCaller(ctx: { user: { id: string } | null; clientIp: string }): IdempotencyCaller {
  return ctx.user ? { userId: ctx.user.id } : { address: ctx.clientIp };
}

/**
 * A client's idempotency key for one operation: the hash of the caller with the key (only the hash
 * is stored: neither the key nor the address can be read back) and the request's fingerprint, so a
 * repeat of the same request is recognised and the same key with a different request is refused.
 */
export interface IdempotencyClaim {
  scope: string;
  hash: string;
  request: string;
}

/** The stored hash of a caller's key: the caller and the key together. */
export function scopedKeyHash(caller: IdempotencyCaller, key: string): string {
  const who = "userId" in caller ? `user:${caller.userId}` : `address:${caller.address}`;
  return hashSecret(`${who}\n${key}`);
}

export function idempotencyClaim(
  scope: string,
  caller: IdempotencyCaller,
  key: string | undefined,
  request: unknown,
): IdempotencyClaim | undefined {
  return key ? { scope, hash: scopedKeyHash(caller, key), request: fingerprint(request) } : undefined;
}

/**
 * The id of the record an earlier request with this key made, or undefined. `what` names the
 * record in the refusal when the key was used for a different request.
 */
export async function earlierResult(db: Database, claim: IdempotencyClaim, what: string) {
  const [earlier] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.keyHash, claim.hash)));
  if (!earlier) {
    // A new key, about to be stored: now and then the table is swept of expired ones.
    sweepNowAndThen(db);
    return undefined;
  }
  if (earlier.createdAt < windowStart()) {
    // Expired: forgotten, so this request makes its record and remembers the key afresh.
    await db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.keyHash, claim.hash)));
    return undefined;
  }
  if (earlier.requestHash !== claim.request) {
    throw AppError.conflict(
      `This idempotency key was already used for a different ${what}. Use a new key for a new ${what}.`,
    );
  }
  return earlier.resultId;
}

/** Records the key with the record it made; call it in the record's own transaction. */
export async function rememberResult(tx: Database, claim: IdempotencyClaim, resultId: string) {
  await tx.insert(idempotencyKeys).values({
    scope: claim.scope,
    keyHash: claim.hash,
    requestHash: claim.request,
    resultId,
  });
}

/** Records the key with what a first request made; a no-op when the request had no key. */
export type Remember = (tx: Database, resultId: string) => Promise<void>;

/**
 * Runs a create operation at most once per idempotency key: a repeat of the same request answers
 * with `replay` of what the first one made (`replayed: true`), the same key with a different
 * request is a 409, and two requests racing with one key make one record (the loser's insert of the
 * key fails inside its transaction, rolling its record back, and it answers with the winner's).
 * `store` must call `remember` in the transaction that writes the record.
 */
export async function oncePerKey<T>(
  db: Database,
  claim: IdempotencyClaim | undefined,
  what: string,
  store: (remember: Remember) => Promise<T>,
  replay: (resultId: string) => Promise<T>,
): Promise<{ value: T; replayed: boolean }> {
  if (claim) {
    const earlier = await earlierResult(db, claim, what);
    if (earlier) return { value: await replay(earlier), replayed: true };
  }
  const remember: Remember = claim ? (tx, id) => rememberResult(tx, claim, id) : async () => undefined;
  try {
    return { value: await store(remember), replayed: false };
  } catch (error) {
    if (claim && isUniqueViolation(error)) {
      const earlier = await earlierResult(db, claim, what);
      if (earlier) return { value: await replay(earlier), replayed: true };
    }
    // Stored, and only the COMMIT's answer lost? The key, written with the record, says.
    if (claim && isCommitAnswerLost(error)) {
      const stored = await recordAfterLostCommit(() => earlierResult(db, claim, what));
      if (stored) return { value: await replay(stored), replayed: false };
    }
    throw error;
  }
}

/** Removes every key older than the window; returns how many went. */
export async function forgetExpiredKeys(db: Database): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, windowStart()))
    .returning({ scope: idempotencyKeys.scope });
  return gone.length;
}

function sweepNowAndThen(db: Database) {
  storedSinceSweep += 1;
  if (storedSinceSweep < SWEEP_EVERY) return;
  storedSinceSweep = 0;
  // Outside any transaction and not awaited: the request goes on; a failed sweep waits for the next.
  void forgetExpiredKeys(db).catch(() => undefined);
}

/** The request's meaning, independent of key order, so a retry of it is recognised. */
function fingerprint(input: unknown): string {
  return createHash("sha256").update(stableJson(input)).digest("hex");
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** True when the database refused a duplicate key: two requests with one key at the same moment. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
