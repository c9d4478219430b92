import type { StaffRole } from "@store/db/catalogue";

/**
 * The words staff read for each role (the invitation form, the staff list's role select), in the
 * order the roles are offered. Plain facts, so the portal gets them through the contract.
 */
export const roleWords: Record<StaffRole, { label: string; description: string }> = {
  owner: {
    label: "Owner",
    description: "Everything, including staff, API keys, tax rates and payment settings.",
  },
  manager: {
    label: "Manager",
    description: "Orders, payments and refunds, catalogue, content, team stores, quotes and reports.",
  },
  counter: {
    label: "Counter",
    description: "Look up and place orders, take payments in the store, mark picked up, print.",
  },
  production: {
    label: "Production",
    description: "Batches, printables and production status; no money, no contact details.",
  },
};

/** The roles in the order the portal offers them, least power last. */
export const roleChoices: StaffRole[] = ["owner", "manager", "counter", "production"];
