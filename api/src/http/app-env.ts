import type { Context } from "../context";

/** Per-request values the Hono middleware makes available to routes. */
export interface AppEnv {
  Variables: {
    ctx: Context;
  };
}
