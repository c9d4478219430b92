import { customArtworkSubmissions } from "@store/db";
import { eq } from "drizzle-orm";
import { isUuid, notFound } from "../../common/not-found";
import { historyOf, proofsOf } from "../designs/design-history";
import type { DesignStatusInput } from "../designs/design-schemas";
import { setDesignStatus } from "../designs/set-design-status";
import type { ChangeArgs, MailArgs, ReadArgs } from "../service-args";
import { toArtworkDto } from "./create-artwork";
import type { ArtworkDetailDto } from "./schemas";

/** One artwork request with its proofs (newest first) and its history (oldest first). */
export async function getArtworkDetail(options: ReadArgs<{ id: string }>): Promise<ArtworkDetailDto> {
  const { db, input } = options;
  const { id } = input;
  if (!isUuid(id)) throw notFound("artwork request", id);
  const [row] = await db.select().from(customArtworkSubmissions).where(eq(customArtworkSubmissions.id, id));
  if (!row) throw notFound("artwork request", id);
  const subject = { kind: "artwork", id } as const;
  return { ...toArtworkDto(row), proofs: await proofsOf(db, subject), history: await historyOf(db, subject) };
}

/** Staff move an artwork request along by hand (the same moves as a quote's). */
export async function setArtworkStatus(
  options: ChangeArgs<DesignStatusInput> & MailArgs,
): Promise<ArtworkDetailDto> {
  const { db, actor, input, mail } = options;
  await setDesignStatus({ db, actor, subject: { kind: "artwork", id: input.id }, input, mail });
  return getArtworkDetail({ db, input });
}
