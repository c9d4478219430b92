/**
 * A transaction failed after its work was done and its COMMIT was on the way: the database may have
 * stored it and lost only the answer (PostgreSQL stopping at that moment). It stays a "database
 * away" failure (its cause is kept); a caller that can look for its own record (an idempotency
 * key written in the same transaction) may find it stored and answer as a success.
 */
export class CommitAnswerLost extends Error {
  override readonly name = "CommitAnswerLost";

  constructor(cause: unknown) {
    super("the transaction's COMMIT got no answer", { cause });
  }
}

export const isCommitAnswerLost = (error: unknown): boolean => error instanceof CommitAnswerLost;
