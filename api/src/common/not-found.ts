import { AppError } from "../errors/app-error";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a record, so it is "not found", not a database error. */
export const isUuid = (id: string) => UUID.test(id);

/** "No order with id …": the 404 for a record looked up by id. */
export const notFound = (what: string, id: string) => AppError.notFound(`No ${what} with id ${id}.`);
