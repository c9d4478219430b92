import { randomInt } from "node:crypto";
import { type CustomerLink, customerLinks, type Database } from "@store/db";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { hashSecret, newSecretToken } from "../../../auth/tokens";
import { AppError } from "../../../errors/app-error";

export type LinkPurpose = CustomerLink["purpose"];

/** A link and its code work for 15 minutes, once; the fifth wrong code ends them. */
export const LINK_LIFETIME_MS = 15 * 60 * 1000;
export const WRONG_CODES_ALLOWED = 5;

/** Said for every link that opens nothing: unknown, used, expired or ended by wrong codes alike. */
export const LINK_NOT_VALID =
  "This sign-in link has expired or was already used. Ask for a new one: links work once, for 15 minutes.";
export const CODE_NOT_VALID =
  "That code is not right, or it has expired. Check the newest e-mail, or ask for a new code.";
export const TOO_MANY_CODES = "Too many wrong codes. Ask for a new e-mail: its link and code will work.";

// The code is hashed with its link's token hash: the same six digits in two links hash apart.
const codeHash = (tokenHash: string, code: string) => hashSecret(`${tokenHash}:${code}`);

/**
 * Makes a link for an address (the caller e-mails it): a 256-bit token and a 6-digit code. Earlier
 * unused links of the address for the same purpose end.
 */
export async function createCustomerLink(
  db: Database,
  purpose: LinkPurpose,
  email: string,
  now: Date,
): Promise<{ token: string; code: string }> {
  const token = newSecretToken();
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const tokenHash = hashSecret(token);
  // Only the newest e-mail works: an older link or code still lying in the inbox opens nothing.
  await db
    .update(customerLinks)
    .set({ usedAt: now })
    .where(
      and(eq(customerLinks.email, email), eq(customerLinks.purpose, purpose), isNull(customerLinks.usedAt)),
    );
  await db.insert(customerLinks).values({
    purpose,
    email,
    tokenHash,
    codeHash: codeHash(tokenHash, code),
    expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS),
    createdAt: now,
  });
  return { token, code };
}

/**
 * Uses a link by its token: marks it used in the same statement that finds it, so two clicks (or two
 * tabs) cannot both sign in. Answers the address it proves.
 */
export async function useLinkToken(
  db: Database,
  purpose: LinkPurpose,
  token: string,
  now: Date,
): Promise<string> {
  const [row] = await db
    .update(customerLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(customerLinks.tokenHash, hashSecret(token)),
        eq(customerLinks.purpose, purpose),
        isNull(customerLinks.usedAt),
        gt(customerLinks.expiresAt, now),
        sql`${customerLinks.wrongCodes} < ${WRONG_CODES_ALLOWED}`,
      ),
    )
    .returning({ email: customerLinks.email });
  if (!row) throw AppError.gone(LINK_NOT_VALID);
  return row.email;
}

/** What a typed code did: proved the address, or why not. */
export type CodeResult = { email: string } | { refused: "wrong" | "too_many" };

/**
 * Uses the newest live link sent to `email` by its code. A wrong code counts against that link (and
 * is kept: the caller refuses after the count is committed), and the fifth ends it; a code only
 * ever opens a link sent to the address typed beside it.
 */
export async function useLinkCode(
  db: Database,
  purpose: LinkPurpose,
  email: string,
  code: string,
  now: Date,
): Promise<CodeResult> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(customerLinks)
      .where(
        and(
          eq(customerLinks.email, email),
          eq(customerLinks.purpose, purpose),
          isNull(customerLinks.usedAt),
          gt(customerLinks.expiresAt, now),
        ),
      )
      .orderBy(desc(customerLinks.createdAt))
      .limit(1)
      .for("update");
    if (!link) return { refused: "wrong" } as const;
    if (link.wrongCodes >= WRONG_CODES_ALLOWED) return { refused: "too_many" } as const;
    if (link.codeHash !== codeHash(link.tokenHash, code)) {
      await tx
        .update(customerLinks)
        .set({ wrongCodes: sql`${customerLinks.wrongCodes} + 1` })
        .where(eq(customerLinks.id, link.id));
      return { refused: link.wrongCodes + 1 >= WRONG_CODES_ALLOWED ? "too_many" : "wrong" } as const;
    }
    await tx.update(customerLinks).set({ usedAt: now }).where(eq(customerLinks.id, link.id));
    return { email: link.email };
  });
}

/** Links past their time are no use to anyone: the housekeeping timer removes them after a day. */
export async function purgeOldCustomerLinks(db: Database, now: Date): Promise<number> {
  const gone = await db
    .delete(customerLinks)
    .where(lt(customerLinks.expiresAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)))
    .returning({ id: customerLinks.id });
  return gone.length;
}
