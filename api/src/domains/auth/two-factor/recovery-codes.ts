import { randomInt } from "node:crypto";
import { type Database, recoveryCodes } from "@store/db";
import { and, count, eq, isNull } from "drizzle-orm";
import { hashSecret } from "../../../auth/tokens";

export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: a code copied from paper is read back without doubt. 31 letters, 10 of them: ~50 bits.
const ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";

/** A code as printed: two groups of five ("7hkq2-mx9rt"). */
const newCode = () => {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

/** Whatever the person typed (spaces, capitals, no dash) as the code it stands for. */
export const normalizeRecoveryCode = (typed: string) => typed.toLowerCase().replace(/[^a-z0-9]/g, "");

const codeHash = (code: string) => hashSecret(normalizeRecoveryCode(code));

/**
 * Replaces a person's recovery codes with ten new ones and returns them: the only time they are
 * shown. Only their hashes are stored; the old codes stop working at once.
 */
export async function replaceRecoveryCodes(db: Database, userId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: codeHash(code), createdAt: now })));
  return codes;
}

/** Uses a recovery code once: true when it was one of the person's unused codes (now used). */
export async function useRecoveryCode(
  db: Database,
  userId: string,
  typed: string,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash(typed)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

export async function unusedRecoveryCodes(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function dropRecoveryCodes(db: Database, userId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
