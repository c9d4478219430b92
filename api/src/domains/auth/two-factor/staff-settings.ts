import { type Database, staffSettings } from "@store/db";
import { recordAudit } from "../../../audit/record-audit";
import { AppError } from "../../../errors/app-error";
import { hasSecondFactor, secondFactorsOf } from "./factors";
import type { StaffSettingsDto, StaffSettingsInput } from "./schemas";

const toDto = (row: typeof staffSettings.$inferSelect | undefined): StaffSettingsDto => ({
  require_two_factor: row?.requireTwoFactor ?? false,
  counter_approval_limit: row?.counterApprovalLimit ?? 0,
  updated_at: row ? row.updatedAt.toISOString() : null,
  updated_by_email: row?.updatedByEmail ?? null,
});

/** The owner's sign-in rules and the counter's approval limit (the defaults until first saved). */
export async function getStaffSettings({ db }: { db: Database }): Promise<StaffSettingsDto> {
  const [row] = await db.select().from(staffSettings);
  return toDto(row);
}

/**
 * Changes the owner's rules; what is left out stays. Requiring two-factor sign-in is refused while
 * the owner has none: they would be the first one asked to set it up before anything else.
 */
export async function updateStaffSettings({
  db,
  actor,
  input,
  now,
}: {
  db: Database;
  actor: { id: string; email: string };
  input: StaffSettingsInput;
  now: Date;
}): Promise<StaffSettingsDto> {
  if (input.require_two_factor && !hasSecondFactor(await secondFactorsOf(db, actor.id)))
    throw AppError.conflict(
      "Set up two-factor sign-in for your own account first (Your account: authenticator app or passkey), then require it for everyone.",
    );
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(staffSettings).for("update");
    const before = toDto(old);
    const values = {
      requireTwoFactor: input.require_two_factor ?? before.require_two_factor,
      counterApprovalLimit: input.counter_approval_limit ?? before.counter_approval_limit,
      updatedAt: now,
      updatedByEmail: actor.email,
    };
    const [row] = await tx
      .insert(staffSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: staffSettings.id, set: values })
      .returning();
    const after = toDto(row);
    const rules = (s: StaffSettingsDto) => ({
      require_two_factor: s.require_two_factor,
      counter_approval_limit: s.counter_approval_limit,
    });
    await recordAudit(tx, actor, {
      action: "staff.settings_update",
      entity: "staff",
      entityId: "settings",
      summary: `Sign-in rules: two-factor sign-in ${after.require_two_factor ? "required" : "not required"} for staff; counter approval limit $${after.counter_approval_limit.toFixed(2)}.`,
      before: rules(before),
      after: rules(after),
    });
    return after;
  });
}
