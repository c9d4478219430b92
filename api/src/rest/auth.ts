import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { readJsonObject, respond, respondBare } from "../http/rest-response";
import type { RouterInputs } from "../trpc/root";
import { api } from "./caller";

export const authRest = new Hono<AppEnv>()
  // The spec's clients read `{ user }` at the top level for these two, not under `data`.
  .post("/login", (c) =>
    respondBare(c, async () => api(c).auth.login(await readJsonObject<RouterInputs["auth"]["login"]>(c))),
  )
  .get("/me", (c) => respondBare(c, () => api(c).auth.me()))
  .post("/logout", (c) => respond(c, () => api(c).auth.logout()))
  .post("/register", (c) =>
    respond(
      c,
      async () => api(c).auth.register(await readJsonObject<RouterInputs["auth"]["register"]>(c)),
      201,
    ),
  );
