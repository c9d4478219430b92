import type { Database } from "@store/db";
import type { MailSettings } from "../../mail/settings";
import type { Actor } from "../staff/audit-records";

// The one options object the team stores' services take, named alike across the domain.

/** A staff member's write: who does it and what was sent. */
export interface StaffWrite<Input> {
  db: Database;
  actor: Actor;
  input: Input;
}

/** A staff member's change that may send e-mails and reads the server's clock. */
export interface StaffChange<Input> extends StaffWrite<Input> {
  mail: MailSettings;
  now: Date;
}

/** A read through a private link (the coach's), at the server's clock. */
export interface TokenRead {
  db: Database;
  input: { token: string };
  now: Date;
}

/** A request's parts a staff change is made of. */
interface StaffRequest {
  db: Database;
  user: Actor;
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
