import { z } from "zod";
import { recordId, requiredText } from "../../common/fields";

/** A new API key: only a name, so staff can tell keys apart later ("Inventory sync"). */
export const apiKeyInput = z.object({ name: requiredText("Name", 80) }).strict();

export const apiKeyIdInput = z.object({ id: recordId }).strict();

/** A key as lists show it: never the key itself, which is not stored. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters (`csk_abcd`), to tell keys apart. */
  prefix: z.string(),
  created_at: z.string(),
  /** The e-mail of the admin who created it; the key acts with that account's rights. */
  created_by: z.string(),
  /** When a request last used it, to the minute; null when never. */
  last_used_at: z.string().nullable(),
  /** When it was revoked; null while it works. */
  revoked_at: z.string().nullable(),
});

/** A key just created: the only answer that ever carries the whole key. */
export const createdApiKeySchema = apiKeySchema.extend({
  key: z.string().describe("The whole key. It is shown this once; only its hash is stored."),
});

export type ApiKeyInput = z.infer<typeof apiKeyInput>;
export type ApiKeyDto = z.infer<typeof apiKeySchema>;
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
