import { passwordResets, sessions, staffRoles, users } from "@store/db";
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import { refusePasswordOnList } from "../../../auth/password-policy";
import { hashPassword } from "../../../auth/passwords";
import { hashSecret, newSecretToken } from "../../../auth/tokens";
import type { Context } from "../../../context";
import { AppError } from "../../../errors/app-error";
import { enqueueEmail } from "../../../mail/outbox";
import { passwordResetEmail } from "../../../mail/templates/staff-access";
import { loginCounters } from "../../auth/throttle";
import { normalizeEmail } from "../../auth/users";
import { recordAudit } from "../audit-records";

/** A reset link works for 30 minutes, once. */
export const RESET_LIFETIME_MS = 30 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Reset e-mails one address may be sent in an hour (the per-client limit is the operation's). */
export const RESET_EMAILS_PER_ADDRESS = 3;

export const resetPasswordPath = (token: string) => `/admin/reset-password#${token}`;

/** The answer for every address alike: whether it has a staff account is nobody else's business. */
export const resetSentMessage = (email: string) =>
  `If ${email} belongs to a staff account, we sent it a link to choose a new password. The link works once, for 30 minutes. Check your inbox and spam folder.`;

export const RESET_NOT_VALID =
  "This password reset link does not work any more: it was already used, replaced by a newer one, or is older than 30 minutes. Ask for a new one from the sign-in page.";

/** Who asked, in the audit log: nobody is signed in when a reset is asked for. */
const resetForm = { id: null, email: "Forgot password? form" };

/**
 * "Forgot password?": e-mails a reset link when the address is an active staff member's, and
 * answers the same words either way. Asking too often for one address is refused for every
 * address alike (a 429 says nothing about the address either).
 */
export async function requestPasswordReset(ctx: Context, input: { email: string }) {
  const email = normalizeEmail(input.email);
  const { allowed, retryAfterSeconds } = await ctx.limiter.hit(
    `password-reset-address:${email}`,
    RESET_EMAILS_PER_ADDRESS,
    HOUR_MS,
  );
  if (!allowed) {
    ctx.resHeaders.set("Retry-After", String(retryAfterSeconds));
    ctx.logger.warn("rate limited", { limit: "password-reset-address", ip: ctx.clientIp });
    throw AppError.tooManyRequests(
      `Too many reset e-mails for this address. Use the newest one, or try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`,
    );
  }
  const now = ctx.now();
  const sent = await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.email, email), inArray(users.role, [...staffRoles]), isNull(users.deactivatedAt)));
    if (!user) return false;
    // Only the newest e-mail works: an older link still lying in the inbox opens nothing.
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    const token = newSecretToken();
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: hashSecret(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_LIFETIME_MS),
    });
    await enqueueEmail(tx, {
      kind: "staff.password_reset",
      to: user.email,
      ...passwordResetEmail(`${ctx.mail.publicUrl}${resetPasswordPath(token)}`),
    });
    await recordAudit(tx, resetForm, {
      action: "staff.password_reset_request",
      entity: "staff",
      entityId: user.id,
      summary: `A password reset link was e-mailed to ${user.email}.`,
      before: null,
      after: null,
    });
    return true;
  });
  if (sent) ctx.mail.wake?.();
  // The same log line either way: the log is no way to learn which addresses are staff.
  ctx.logger.info("password reset asked", { ip: ctx.clientIp });
  return { message: resetSentMessage(email) };
}

/**
 * Sets a new password from a reset link: the link is used up in the statement that finds it, the
 * password changes, and every session of the account ends (a thief signed in is thrown out). The
 * person then signs in with the new password, so two-factor sign-in still applies.
 */
export async function resetPassword(ctx: Context, input: { token: string; password: string }) {
  // Checked before the link is touched: a refused password leaves the link usable.
  refusePasswordOnList(input.password);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  const done = await ctx.db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, hashSecret(input.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!reset) throw AppError.gone(RESET_NOT_VALID);
    // Still staff and active: access taken away since the e-mail left means the link opens nothing.
    const [user] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now })
      .where(
        and(eq(users.id, reset.userId), inArray(users.role, [...staffRoles]), isNull(users.deactivatedAt)),
      )
      .returning({ id: users.id, email: users.email });
    if (!user) throw AppError.gone(RESET_NOT_VALID);
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, user.id))
      .returning({ id: sessions.id });
    await recordAudit(tx, user, {
      action: "staff.password_reset",
      entity: "staff",
      entityId: user.id,
      summary: `${user.email} chose a new password with a reset link; ${signedOut(ended.length)}.`,
      before: null,
      after: null,
    });
    return user;
  });
  // Failed sign-ins before the reset no longer hold the account back.
  await ctx.limiter.reset(loginCounters(ctx, done.email)[0]?.key ?? "");
  ctx.logger.info("password reset", { userId: done.id, ip: ctx.clientIp });
  return {
    message: "Your password is changed and you are signed out everywhere. Sign in with your new password.",
  };
}

export const signedOut = (n: number) =>
  n === 0 ? "no session was open" : n === 1 ? "1 session was signed out" : `${n} sessions were signed out`;
