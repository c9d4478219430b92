import { TRPCError } from "@trpc/server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a record, so it is "not found", not a database error. */
export const isUuid = (id: string) => UUID.test(id);

export const notFound = (what: string, id: string) =>
  new TRPCError({ code: "NOT_FOUND", message: `No ${what} with id ${id}.` });
