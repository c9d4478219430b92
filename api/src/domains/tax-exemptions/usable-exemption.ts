import type { AppliedExemption, Database } from "@store/db";
import { taxExemptions } from "@store/db";
import { eq } from "drizzle-orm";
import { isUuid } from "../../common/not-found";
import { AppError } from "../../errors/app-error";
import { exemptionStatusOn } from "./exemption-status";

const badExemption = (message: string) => AppError.badRequest(message, { exemption_id: message });

/**
 * The exemption staff named, refused unless it is the buyer's own, verified and not expired on the
 * day that counts (the order's day, store time). Answers the snapshot the order or quote keeps.
 */
export async function usableExemption(
  tx: Database,
  rule: {
    exemptionId: string;
    profileId: string;
    day: string;
    reason: string;
    actor: { email: string };
    now: Date;
  },
): Promise<AppliedExemption> {
  const [row] = isUuid(rule.exemptionId)
    ? await tx.select().from(taxExemptions).where(eq(taxExemptions.id, rule.exemptionId))
    : [];
  if (!row)
    throw badExemption(
      `No tax exemption with id ${rule.exemptionId}: choose one from the customer's record.`,
    );
  if (row.profileId !== rule.profileId)
    throw badExemption(
      `The exemption of ${row.organisation} is on another customer's record: choose one of this customer's exemptions, or add theirs to this customer.`,
    );
  const status = exemptionStatusOn(row, rule.day);
  if (status === "expired")
    throw badExemption(
      `The exemption of ${row.organisation} expired on ${row.expiresOn}, before this order's day (${rule.day}): add the customer's current certificate and verify it.`,
    );
  if (status === "awaiting check")
    throw badExemption(
      `The exemption of ${row.organisation} has not been verified: check its document and press Verify on the customer's record first.`,
    );
  return {
    id: row.id,
    kind: row.kind,
    organisation: row.organisation,
    number: row.number,
    reason: rule.reason,
    appliedBy: rule.actor.email,
    appliedAt: rule.now.toISOString(),
  };
}
