import { z } from "zod";
import { absoluteUrl } from "../../../mail/templates/format";
import type { StaffChange } from "../../service-args";
import { recordAudit } from "../../staff/audit-records";
import { enqueueOpeningMail } from "../emails/store-mails";
import { lockTeamStore } from "../staff/get-store";
import { coachPath, issueCoachLink, revokeCoachLinks } from "./coach-links";

export const coachLinkSchema = z.object({
  coach_url: z.string(),
  /** Whether the coach was e-mailed it (only while the store is open). */
  emailed: z.boolean(),
});

/**
 * A fresh coach link (after the coach changed, or a link was forwarded): every earlier link stops
 * working. While the store is open the coach is e-mailed the store's link and the new coach link.
 */
export async function newCoachLink({
  db,
  actor,
  input: { id },
  mail,
  now,
}: StaffChange<{ id: string }>): Promise<z.infer<typeof coachLinkSchema>> {
  const answer = await db.transaction(async (tx) => {
    const store = await lockTeamStore(tx, id);
    await revokeCoachLinks(tx, id, now);
    const emailed = store.status === "open";
    // The e-mail carries a link of its own; staff get one to copy.
    if (emailed) await enqueueOpeningMail(tx, store, mail);
    const token = await issueCoachLink(tx, id);
    await recordAudit(tx, actor, {
      action: "team_store.coach_link",
      entity: "team_store",
      entityId: id,
      summary: `Made a new coach link for ${store.teamName}; earlier links no longer work${emailed ? `; ${store.coachEmail} was e-mailed` : ""}.`,
      before: null,
      after: { emailed },
    });
    return { coach_url: absoluteUrl(mail.publicUrl, coachPath(token)), emailed };
  });
  mail.wake?.();
  return answer;
}
