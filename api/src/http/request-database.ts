import type { Database } from "@store/db";
import { sql } from "drizzle-orm";
import { CommitAnswerLost } from "../errors/commit-answer-lost";
import { isDatabaseAway } from "../errors/database-unavailable";
import type { DatabaseClock } from "./database-clock";
import { currentDatabaseClock } from "./database-deadline";

// The app's Database as requests use it. Drizzle builds every query through the database's
// `session` (select, insert, update, delete, execute, $count, transaction), on PGlite and
// postgres.js alike, so one wrapped session sees them all:
// - each query and transaction of a request counts against its database clock
//   (http/database-clock.ts): past the deadline it fails with a 503, and a transaction whose
//   deadline passed rolls back instead of committing;
// - a transaction that fails with the database away once its work is done (COMMIT sent, answer
//   lost) may have been stored: its error says so (CommitAnswerLost), so a create with an
//   idempotency key can look for its record before answering 503 (common/idempotency.ts).
// Outside a request (boot, the mail worker, the catalogue listener) a query runs as it is.

const WRAPPED = Symbol("request-database");

interface PreparedQuery {
  execute(...args: unknown[]): Promise<unknown>;
  all(...args: unknown[]): Promise<unknown>;
}

interface Session {
  prepareQuery(...args: unknown[]): PreparedQuery;
  transaction(fn: (tx: Database) => Promise<unknown>, config?: unknown): Promise<unknown>;
}

/** Runs `run` against the current request's clock, if it is counting. */
function counted<T>(run: () => Promise<T>): Promise<T> {
  const clock = currentDatabaseClock();
  return clock ? clock.wait(run) : run();
}

/** Inside the transaction, before the caller's work: refuse a late start, bound its statements. */
async function withinDeadline(tx: Database, clock: DatabaseClock) {
  // BEGIN may have waited out the deadline (PostgreSQL paused): then nothing is written.
  clock.refuseIfExpired();
  // PostgreSQL cancels a statement that would outlast the request's deadline, freeing its locks.
  const left = String(Math.max(1, clock.leftMs()));
  await tx.execute(sql`select set_config('statement_timeout', ${left}, true)`);
}

function guardedTransaction(session: Session): Session["transaction"] {
  return async (fn, config) => {
    const clock = currentDatabaseClock();
    const counting = clock?.running ? clock : undefined;
    let committing = false;
    const run = (markCommitting: () => void) =>
      session.transaction(async (tx) => {
        if (counting) await withinDeadline(tx, counting);
        const result = await fn(tx);
        // Throwing here rolls back: no write commits once its request has been answered 503.
        counting?.refuseIfExpired();
        committing = true;
        markCommitting();
        return result;
      }, config);
    try {
      return await (counting ? counting.wait(run) : run(() => {}));
    } catch (error) {
      if (committing && isDatabaseAway(error)) throw new CommitAnswerLost(error);
      throw error;
    }
  };
}

function requestSession(target: Session): Session {
  return new Proxy(target, {
    get(t, property, receiver) {
      if (property === "transaction") return guardedTransaction(t);
      if (property === "prepareQuery") {
        return (...args: unknown[]) => {
          const prepared = t.prepareQuery(...args);
          const execute = prepared.execute.bind(prepared);
          const all = prepared.all.bind(prepared);
          prepared.execute = (...a) => counted(() => execute(...a));
          prepared.all = (...a) => counted(() => all(...a));
          return prepared;
        };
      }
      return Reflect.get(t, property, receiver);
    },
  });
}

/** The database for request handling: deadlines on each request's waits, and lost COMMIT answers said. */
export function requestDatabase(db: Database): Database {
  if ((db as unknown as Record<symbol, boolean>)[WRAPPED]) return db;
  const session = requestSession((db as unknown as { session: Session }).session);
  return new Proxy(db, {
    get(t, property, receiver) {
      if (property === WRAPPED) return true;
      if (property === "session") return session;
      return Reflect.get(t, property, receiver);
    },
  });
}
