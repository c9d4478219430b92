import type { Context } from "../context";
import type { Lifecycle } from "./lifecycle";

/** Per-request values the Hono middleware makes available to routes. */
export interface AppEnv {
  Variables: {
    ctx: Context;
    lifecycle: Lifecycle;
  };
}
