import { sessions, users } from "@store/db";
import { and, eq, ne } from "drizzle-orm";
import { refusePasswordOnList } from "../../../auth/password-policy";
import { hashPassword, verifyPassword } from "../../../auth/passwords";
import { sessionTokenHash } from "../../../auth/session-token";
import { AppError } from "../../../errors/app-error";
import { countFailure, loginCounters, refuseIfThrottled } from "../../auth/throttle";
import type { SignedInContext } from "../../define";
import { recordAudit } from "../audit-records";
import { signedOut } from "./reset";
import type { PasswordChangeInput } from "./schemas";

export const WRONG_CURRENT = "Your current password is not right. Type the password you signed in with.";

/**
 * Changes the signed-in person's own password. The current one is required (a borrowed, unlocked
 * browser is not enough) and wrong guesses count as failed sign-ins. Every other session of the
 * person ends; the one making the change stays signed in.
 */
export async function changeOwnPassword(ctx: SignedInContext, input: PasswordChangeInput) {
  const counters = loginCounters(ctx, ctx.user.email);
  await refuseIfThrottled(ctx, counters);
  const [row] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, ctx.user.id));
  if (!row || !(await verifyPassword(row.passwordHash, input.current_password))) {
    await countFailure(ctx, counters);
    ctx.logger.warn("password change refused", { userId: ctx.user.id, ip: ctx.clientIp });
    throw AppError.badRequest(WRONG_CURRENT, { current_password: WRONG_CURRENT });
  }
  refusePasswordOnList(input.new_password, "new_password");
  const passwordHash = await hashPassword(input.new_password);
  const now = ctx.now();
  const user = { id: ctx.user.id, email: ctx.user.email };
  const ended = await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, user.id));
    // This browser stays signed in; a key-authenticated call has no session, so all of them end.
    const others = ctx.sessionToken
      ? and(eq(sessions.userId, user.id), ne(sessions.tokenHash, sessionTokenHash(ctx.sessionToken)))
      : eq(sessions.userId, user.id);
    const gone = await tx.delete(sessions).where(others).returning({ id: sessions.id });
    await recordAudit(tx, user, {
      action: "staff.password_change",
      entity: "staff",
      entityId: user.id,
      summary: `${user.email} changed their password; ${signedOut(gone.length).replace("session was", "other session was").replace("sessions were", "other sessions were")}.`,
      before: null,
      after: null,
    });
    return gone.length;
  });
  ctx.logger.info("password changed", { userId: user.id, ip: ctx.clientIp });
  return {
    message:
      ended > 0
        ? `Your password is changed. ${ended === 1 ? "Your 1 other session was" : `Your ${ended} other sessions were`} signed out.`
        : "Your password is changed.",
    ended_sessions: ended,
  };
}
