import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, moment, partOf } from "./columns";
import { users } from "./users";

/**
 * A credential for scripts and integrations: `Authorization: Bearer <key>` acts with the rights
 * of the admin who created it. Only a hash of the key is stored; the key is shown once.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: id(),
    name: text("name").notNull(),
    /** SHA-256 of the whole key, hex. */
    keyHash: text("key_hash").notNull().unique(),
    /** The key's first characters, shown in lists so staff can tell keys apart. */
    prefix: text("prefix").notNull(),
    userId: partOf("user_id", () => users.id),
    createdAt: createdAt(),
    lastUsedAt: moment("last_used_at"),
    revokedAt: moment("revoked_at"),
  },
  (t) => [index("api_keys_user_id_idx").on(t.userId)],
);

export type ApiKey = typeof apiKeys.$inferSelect;
