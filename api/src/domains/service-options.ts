import type { Database } from "@store/db";
import type { MailSettings } from "../mail/settings";
import type { Actor } from "./staff/audit-records";

// The one argument a service takes, its fields named alike in every domain: a handler passes
// `{ db: ctx.db, actor: ctx.user, input, mail: ctx.mail }`, a test the same (decision 073).

/** A read or a change, by its input; `db` may be a transaction. */
export interface ServiceCall<Input> {
  db: Database;
  input: Input;
}

/** A staff member's change: `actor` is who the audit log and the timeline name. */
export interface StaffCall<Input> extends ServiceCall<Input> {
  actor: Actor;
}

/** The signed-in customer's own records: `customer` is the account, never an id from the input. */
export interface AccountCall {
  db: Database;
  customer: { id: string };
}
export type CustomerCall<Input> = AccountCall & { input: Input };

/** A service that e-mails (in its transaction, through the outbox). */
export interface Mails {
  mail: MailSettings;
}

/** A service whose rules read the clock (tests pass the moment). */
export interface Clocked {
  now: Date;
}
