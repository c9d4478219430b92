import { customArtworkSubmissions, type Database } from "@store/db";
import { eq } from "drizzle-orm";
import type { MailSettings } from "../mail/settings";
import type { DesignStatusInput } from "../schemas/quotes";
import type { ArtworkDetailDto } from "../schemas/submissions";
import { toArtworkDto } from "./artwork";
import type { Actor } from "./audit";
import { historyOf, proofsOf } from "./design-history";
import { setDesignStatus } from "./design-status";
import { isUuid, notFound } from "./not-found";

/** One artwork request with its proofs (newest first) and its history (oldest first). */
export async function getArtworkDetail(db: Database, id: string): Promise<ArtworkDetailDto> {
  if (!isUuid(id)) throw notFound("artwork request", id);
  const [row] = await db.select().from(customArtworkSubmissions).where(eq(customArtworkSubmissions.id, id));
  if (!row) throw notFound("artwork request", id);
  const subject = { kind: "artwork", id } as const;
  return { ...toArtworkDto(row), proofs: await proofsOf(db, subject), history: await historyOf(db, subject) };
}

/** Staff move an artwork request along by hand (the same moves as a quote's). */
export async function setArtworkStatus(
  db: Database,
  actor: Actor,
  input: DesignStatusInput,
  mail: MailSettings,
): Promise<ArtworkDetailDto> {
  await setDesignStatus(db, actor, { kind: "artwork", id: input.id }, input.status, mail);
  return getArtworkDetail(db, input.id);
}
