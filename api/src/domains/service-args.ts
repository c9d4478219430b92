import type { Database } from "@store/db";

// Every service takes one argument, an object whose fields are named alike everywhere (issue 38):
// db, input, actor (the signed-in staff user), customer, mail, now, storage, log, origin. A handler
// reads `service({ db: ctx.db, actor: ctx.user, input })`.

/** A read: the database and what was asked. */
export interface ReadArgs<Input> {
  db: Database;
  input: Input;
}

/** A staff change: what was sent and who sends it (the signed-in admin, for the audit log). */
export interface ChangeArgs<Input> extends ReadArgs<Input> {
  actor: { id: string; email: string };
}

/** The record a read or change is about, by its id. */
export interface ById {
  id: string;
}
