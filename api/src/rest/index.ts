import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { authRest } from "./auth";
import { healthRest } from "./health";
import { productsRest } from "./products";

/** Every documented REST path under /api, each adapter in its own file. */
export const restRoutes = new Hono<AppEnv>()
  .route("/auth", authRest)
  .route("/health", healthRest)
  .route("/products", productsRest);
