import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { readJsonObject, respond } from "../http/rest-response";
import type { RouterInputs } from "../trpc/root";
import { api } from "./caller";

type AnswerBody = Omit<RouterInputs["review"]["respond"], "token" | "decision">;

/**
 * /api/review/{token}: the customer's private page of a quote or artwork request, and their
 * answer to it. The token from the e-mailed link is the only credential.
 */
export const reviewRest = new Hono<AppEnv>()
  .get("/:token", (c) => respond(c, () => api(c).review.get({ token: c.req.param("token") })))
  .post("/:token/approve", (c) =>
    respond(c, async () =>
      api(c).review.respond({
        ...(await readOptionalJson(c)),
        token: c.req.param("token"),
        decision: "approve",
      }),
    ),
  )
  .post("/:token/request-changes", (c) =>
    respond(c, async () =>
      api(c).review.respond({
        ...(await readOptionalJson(c)),
        token: c.req.param("token"),
        decision: "request_changes",
      }),
    ),
  );

/** Approving needs no body; an empty one is an empty answer. */
async function readOptionalJson(c: Parameters<typeof readJsonObject>[0]): Promise<AnswerBody> {
  const length = c.req.header("content-length");
  if (length === "0" || (!c.req.header("content-type") && !length)) return {};
  return readJsonObject<AnswerBody>(c);
}
