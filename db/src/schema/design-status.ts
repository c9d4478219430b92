import { pgEnum } from "drizzle-orm/pg-core";
import { designStatuses } from "../catalogue/design-status";

/** Shared by quotes and artwork requests: the same life from new to completed. */
export const designStatus = pgEnum("design_status", designStatuses);
