import type { Database } from "@store/db";
import type { MailSettings } from "../mail/settings";

// Every service takes one argument, an object whose fields are named alike everywhere (issue 38):
// db, input, actor (the signed-in staff user), customer, mail, now, storage, log, origin. A handler
// reads `service({ db: ctx.db, actor: ctx.user, input })`.

/** A read, or a visitor's request: the database (or the transaction) and what was asked. */
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

/** The signed-in customer's own records: `customer` is the account, never an id from the input. */
export interface AccountArgs {
  db: Database;
  customer: { id: string };
}

/** A customer's read or change of their own records, by what was sent. */
export type CustomerArgs<Input> = AccountArgs & { input: Input };

/** A service that e-mails (in its transaction, through the outbox). */
export interface MailArgs {
  mail: MailSettings;
}

/** A service whose rules read the clock (tests pass the moment). */
export interface ClockArgs {
  now: Date;
}

/** A staff change that may send e-mails and reads the server's clock. */
export type StaffChange<Input> = ChangeArgs<Input> & MailArgs & ClockArgs;

/** A read through a private link (the coach's), at the server's clock. */
export type TokenRead = ReadArgs<{ token: string }> & ClockArgs;

/** A request's parts a staff change is made of. */
interface StaffRequest {
  db: Database;
  user: { id: string; email: string };
  mail: MailSettings;
  now: () => Date;
}

/** The options of a staff change from its request: `transitionTeamStore(staffChange(ctx, input))`. */
export const staffChange = <Input>(ctx: StaffRequest, input: Input): StaffChange<Input> => ({
  db: ctx.db,
  actor: ctx.user,
  input,
  mail: ctx.mail,
  now: ctx.now(),
});
