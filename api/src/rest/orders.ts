import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";

/** /api/orders */
export const ordersRest = new Hono<AppEnv>();
