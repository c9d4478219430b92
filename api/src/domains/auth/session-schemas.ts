import { z } from "zod";
import { recordId } from "../../common/fields";

/** One of your own sessions, by its id (never its token). */
export const sessionIdInput = z.object({ id: recordId }).strict();
export type SessionIdInput = z.infer<typeof sessionIdInput>;

/** A browser signed in as you, as "your sessions" lists it. */
export const mySessionSchema = z.object({
  id: z.string(),
  /** The device in words, from its User-Agent: "Chrome on Windows". */
  device: z.string(),
  /** Where it signed in from: "This computer", "Local network" or the address itself. */
  place: z.string(),
  ip_address: z.string().nullable(),
  /** How the sign-in was proved: "password", "password+totp", "passkey"…; null for older sessions. */
  method: z.string().nullable(),
  signed_in_at: z.string(),
  /** The last request it made (kept to the minute). */
  last_used_at: z.string(),
  /** True for the session this request came with. */
  is_current: z.boolean(),
});
export type MySession = z.infer<typeof mySessionSchema>;

/** One session ended; `was_current` when it was the caller's own (its cookie is cleared too). */
export const endedSessionSchema = z.object({ id: z.string(), was_current: z.boolean() });

export const endedSessionsSchema = z.object({ ended: z.number().int() });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;
