import type { Database } from "@store/db";
import { CommitAnswerLost } from "../errors/commit-answer-lost";
import { isDatabaseAway } from "../errors/database-unavailable";

// The app's Database as requests use it. Every service opens its transactions with
// db.transaction, which Drizzle runs through the database's `session`, on PGlite and postgres.js
// alike; one wrapped session therefore changes them all, and nothing else.
//
// A transaction that fails with the database away once its work is done (COMMIT sent, answer
// lost) may have been stored: its error says so (CommitAnswerLost), so a create with an
// idempotency key can look for its record before answering 503 (services/idempotency.ts).

const WRAPPED = Symbol("request-database");

interface Session {
  transaction(fn: (tx: Database) => Promise<unknown>, config?: unknown): Promise<unknown>;
}

function markedTransaction(session: Session): Session["transaction"] {
  return async (fn, config) => {
    let committing = false;
    try {
      return await session.transaction(async (tx) => {
        const result = await fn(tx);
        committing = true;
        return result;
      }, config);
    } catch (error) {
      if (committing && isDatabaseAway(error)) throw new CommitAnswerLost(error);
      throw error;
    }
  };
}

/** The database for request handling: transactions say when a COMMIT's answer was lost. */
export function requestDatabase(db: Database): Database {
  if ((db as unknown as Record<symbol, boolean>)[WRAPPED]) return db;
  const target = (db as unknown as { session: Session }).session;
  const session = new Proxy(target, {
    get(t, property, receiver) {
      if (property === "transaction") return markedTransaction(t);
      return Reflect.get(t, property, receiver);
    },
  });
  return new Proxy(db, {
    get(t, property, receiver) {
      if (property === WRAPPED) return true;
      if (property === "session") return session;
      return Reflect.get(t, property, receiver);
    },
  });
}
