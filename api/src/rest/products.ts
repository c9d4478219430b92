import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { respond } from "../http/rest-response";
import { createCaller } from "../trpc/root";

export const productsRest = new Hono<AppEnv>().get("/", (c) =>
  respond(c, () => createCaller(c.get("ctx")).products.list()),
);
