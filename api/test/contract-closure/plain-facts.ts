import type { Database } from "@store/db";
import { z } from "zod";

// Fine in a contract: a type from the database's package, and zod.
export const sizes = z.enum(["S", "M", "L"]);
export type Handle = Database;
