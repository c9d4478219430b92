import type { Context as HonoContext } from "hono";
import type { AppEnv } from "../http/app-env";
import { createCaller } from "../trpc/root";

/** The procedures, called in-process with this request's context (same rules as /trpc). */
export const api = (c: HonoContext<AppEnv>) => createCaller(c.get("ctx"));
