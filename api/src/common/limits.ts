/** Largest tRPC batch the server accepts; the web client's batch link uses the same number. */
export const MAX_TRPC_BATCH = 20;
