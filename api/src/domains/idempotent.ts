import type { Context } from "../context";

/**
 * What an idempotent operation's handler answers: the record, and whether an earlier request with
 * the same key made it (the services find that out through common/idempotency.ts, the one store).
 */
export interface Replayable<T> {
  value: T;
  replayed: boolean;
}
export type Unwrapped<T> = T extends Replayable<infer V> ? V : T;

/** The input with the request's Idempotency-Key as its `idempotency_key` (a JSON object or a form). */
function withKey(raw: unknown, key: string): unknown {
  if (raw instanceof FormData) {
    raw.set("idempotency_key", key);
    return raw;
  }
  return { ...(raw && typeof raw === "object" ? raw : {}), idempotency_key: key };
}

/**
 * The one middleware of every create that takes an idempotency key: the header (any transport puts
 * it in the context) becomes the input's `idempotency_key` before the schema checks it, so its rules
 * are the schema's. The handler's answer is unwrapped here, with `Idempotent-Replayed: true` for a replay.
 */
export async function idempotency({
  ctx,
  getRawInput,
  next,
}: {
  ctx: Context;
  getRawInput: () => Promise<unknown>;
  // biome-ignore lint/suspicious/noExplicitAny: tRPC's next has overloads this middleware passes through.
  next: (opts?: any) => Promise<any>;
}) {
  const key = ctx.idempotencyKey;
  return next(key === undefined ? undefined : { getRawInput: async () => withKey(await getRawInput(), key) });
}

/** The handler of an idempotent operation, answering the record alone and flagging a replay. */
export const answeringOnce =
  <A extends { ctx: Context }, T>(handler: (opts: A) => Promise<Replayable<T>> | Replayable<T>) =>
  async (opts: A): Promise<T> => {
    const { value, replayed } = await handler(opts);
    if (replayed) opts.ctx.resHeaders.set("Idempotent-Replayed", "true");
    return value;
  };
