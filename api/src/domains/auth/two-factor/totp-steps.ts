import { type Database, users } from "@store/db";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { matchingStep } from "../../../auth/totp";

/**
 * Takes an authenticator code for a person: "ok" once per time step (the step is recorded in the
 * same statement that checks it, so two requests with one code cannot both pass), "reused" for a
 * code at or before the last step taken, "wrong" for one outside the window.
 */
export async function takeTotpStep(
  db: Database,
  userId: string,
  secret: string,
  code: string,
  now: Date,
): Promise<"ok" | "reused" | "wrong"> {
  const step = matchingStep(secret, code, now);
  if (step === null) return "wrong";
  const taken = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return taken.length === 1 ? "ok" : "reused";
}
