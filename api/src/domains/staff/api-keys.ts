import { type ApiKey, apiKeys, type Database, users } from "@store/db";
import { desc, eq } from "drizzle-orm";
import { apiKeyPrefix, isApiKeyShaped, newApiKey } from "../../auth/api-key-format";
import { hashSecret } from "../../auth/tokens";
import { isUuid, notFound } from "../../common/not-found";
import { AppError } from "../../errors/app-error";
import type { SessionUser } from "../auth/sessions";
import type { ChangeArgs } from "../service-args";
import type { ApiKeyDto, ApiKeyInput, CreatedApiKey } from "./api-key-schemas";
import { type Actor, recordAudit } from "./audit-records";

// Writing last_used_at on every request would turn each read into a write; a minute is precise enough.
const TOUCH_AFTER_MS = 60 * 1000;

// Every refusal of a presented key, worded once; each is a 401 so a script stops instead of acting as a visitor.
const refusals = {
  malformed: () =>
    AppError.unauthorized(
      'The API key is not in the right form. Send the whole key from the admin portal as "Authorization: Bearer csk_…".',
    ),
  unknown: () =>
    AppError.unauthorized(
      "This API key is not valid. Check that the whole key was copied, or create a new one under API Keys in the admin portal.",
    ),
  revoked: () =>
    AppError.unauthorized(
      "This API key has been revoked. Create a new one under API Keys in the admin portal.",
    ),
};

const keyColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
  createdBy: users.email,
};
type KeyRow = Pick<ApiKey, "id" | "name" | "prefix" | "createdAt" | "lastUsedAt" | "revokedAt"> & {
  createdBy: string;
};

const iso = (moment: Date | null) => (moment ? moment.toISOString() : null);

function toApiKeyDto(row: KeyRow): ApiKeyDto {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy,
    last_used_at: iso(row.lastUsedAt),
    revoked_at: iso(row.revokedAt),
  };
}

/** What the audit log keeps of a key: what the list shows, never the key or its hash. */
const snapshot = (key: ApiKeyDto) => ({
  id: key.id,
  name: key.name,
  prefix: key.prefix,
  created_by: key.created_by,
  revoked_at: key.revoked_at,
});

/** Every key, newest first, revoked ones included (marked), with who created each. */
export async function listApiKeys({ db }: { db: Database }): Promise<ApiKeyDto[]> {
  const rows = await db
    .select(keyColumns)
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toApiKeyDto);
}

/**
 * Creates a key that acts with the creating admin's rights. The answer is the only place the
 * whole key ever appears: the table keeps its SHA-256 and its first characters.
 */
export async function createApiKey({ db, actor, input }: ChangeArgs<ApiKeyInput>): Promise<CreatedApiKey> {
  const key = newApiKey();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({ name: input.name, keyHash: hashSecret(key), prefix: apiKeyPrefix(key), userId: actor.id })
      .returning();
    if (!row) throw new Error("the new API key was not stored");
    const created = toApiKeyDto({ ...row, createdBy: actor.email });
    await recordAudit(tx, actor, {
      action: "api_key.create",
      entity: "api_key",
      entityId: created.id,
      summary: `Created the API key "${created.name}" (${created.prefix}…).`,
      before: null,
      after: snapshot(created),
    });
    return { ...created, key };
  });
}

/**
 * Revokes a key: from now on it is refused (401). It stays listed, marked revoked. Revoking a
 * revoked key changes nothing and answers the key as it is.
 */
export async function revokeApiKey({
  db,
  actor,
  input: { id },
  now = new Date(),
}: {
  db: Database;
  actor: Actor;
  input: { id: string };
  now?: Date;
}): Promise<ApiKeyDto> {
  if (!isUuid(id)) throw notFound("API key", id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select(keyColumns)
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.userId))
      .where(eq(apiKeys.id, id))
      .for("update", { of: apiKeys });
    if (!row) throw notFound("API key", id);
    const before = toApiKeyDto(row);
    if (row.revokedAt) return before;
    await tx.update(apiKeys).set({ revokedAt: now }).where(eq(apiKeys.id, id));
    const after = toApiKeyDto({ ...row, revokedAt: now });
    await recordAudit(tx, actor, {
      action: "api_key.revoke",
      entity: "api_key",
      entityId: id,
      summary: `Revoked the API key "${row.name}" (${row.prefix}…).`,
      before: snapshot(before),
      after: snapshot(after),
    });
    return after;
  });
}

/**
 * The account a presented key acts for, with its role read fresh (a demoted admin's key loses
 * admin rights at once, as their session would). An unusable key is a 401, never a visitor.
 */
export async function findApiKeyUser(
  db: Database,
  key: string | null,
  now = new Date(),
): Promise<SessionUser> {
  if (key === null || !isApiKeyShaped(key)) throw refusals.malformed();
  const [row] = await db
    .select({
      keyId: apiKeys.id,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
      id: users.id,
      email: users.email,
      role: users.role,
      deactivatedAt: users.deactivatedAt,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.keyHash, hashSecret(key)));
  if (!row) throw refusals.unknown();
  // A deactivated person's keys are revoked with their account; this holds even for one missed.
  if (row.revokedAt || row.deactivatedAt) throw refusals.revoked();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.keyId));
  }
  return { id: row.id, email: row.email, role: row.role };
}
