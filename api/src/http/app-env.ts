import type { Context } from "../trpc/init";

/** Per-request values the Hono middleware makes available to routes. */
export interface AppEnv {
  Variables: {
    ctx: Context;
  };
}
