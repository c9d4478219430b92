import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RateLimiter } from "../src/http/rate-limit";
import { accountHeaders } from "./account-helpers";
import { signedInHeaders, startTestServer, type TestServer } from "./helpers";
import {
  type DocumentedOperation,
  expectDocumented,
  type Json,
  json,
  operationNamed,
  operationsOf,
  urlOf,
} from "./openapi-contract-helpers";

// The 429 promises: the document lists 429 exactly on the operations that have a limit, and each
// one really answers it, with Retry-After, once its (lowered) limit is passed.

const FEW_CALLS = 3;
// Every limited operation past its limit: the CI's PostgreSQL pass runs at a low priority.
const LIMITS_TIMEOUT_MS = process.env.TEST_DATABASE_URL ? 360_000 : 240_000;

describe(`the OpenAPI document's 429 promises (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let ops: DocumentedOperation[];
  let client = 0;
  const newClient = () => ({ "x-forwarded-for": `203.0.113.${++client}` });
  const op = (operationId: string) => operationNamed(ops, operationId);

  beforeAll(async () => {
    server = await startTestServer({
      trustProxy: true,
      // Every limit lowered to a few calls: this test checks that each limited operation answers
      // the documented 429, not the sizes of the limits (their own tests do), and 300 reads per
      // operation outlasted the timeout on PostgreSQL at CI's low priority.
      wrapLimiter: (real: RateLimiter): RateLimiter => ({
        hit: (key, limit, windowMs) => real.hit(key, Math.min(limit, FEW_CALLS), windowMs),
        isBlocked: (key, limit) => real.isBlocked(key, Math.min(limit, FEW_CALLS)),
        reset: (key) => real.reset(key),
      }),
    });
    ops = operationsOf((await (await fetch(`${server.url}/api/openapi.json`)).json()) as Json);
  });
  afterAll(() => server?.stop());

  it(
    "promises 429 exactly on the operations that have a limit, and each one really answers it",
    async () => {
      const limited = ops.filter((o) => o.responses["429"]).map((o) => o.operationId);
      expect(limited.sort()).toEqual(
        [
          "approveReview",
          "changeTeamOrder",
          "deleteAccount",
          "exportAccount",
          "requestAccountPrivacyLink",
          "requestAccountSignIn",
          "signInWithCode",
          "signInWithLink",
          "createArtworkSubmission",
          "createContactSubmission",
          "enterTeamStore",
          "exportCoachOrders",
          "getCartPrices",
          "getCoachPage",
          "getCoachShareFlyer",
          "getCoachShareQrPng",
          "getCoachShareQrSvg",
          "getReview",
          "getTeamOrder",
          "getTeamStoreForFamilies",
          "getTrackedOrder",
          "login",
          "loginSecondFactor",
          "passkeySignIn",
          "passkeySignInOptions",
          "payOrderByLink",
          "placeOrder",
          "placeTeamStoreOrder",
          "register",
          "requestQuote",
          "requestReviewChanges",
          "requestTeamStore",
          "sendCoachReminders",
          "acceptStaffInvitation",
          "previewStaffInvitation",
          "requestPasswordReset",
          "resetPassword",
          "changePassword",
        ].sort(),
      );
      // Each operation from a client of its own, all at once: the limits are per client and operation.
      // A customer's own operations need their account session first.
      // A staff member's own operations (changing one's password) need a staff session.
      const account = await accountHeaders(server);
      const staff = await signedInHeaders(server, "manager");
      await Promise.all(
        limited.map(async (operationId) => {
          const o0 = op(operationId);
          const needsAccount = (o0.security ?? []).some((s) => "customerSession" in s);
          const needsStaff = o0.security === undefined;
          const headers = {
            ...newClient(),
            ...(needsAccount ? account : {}),
            ...(needsStaff ? staff : {}),
          };
          const o = op(operationId);
          const attempt = () =>
            fetch(`${server.url}${urlOf(o)}`, {
              method: o.method.toUpperCase(),
              ...(operationId === "login"
                ? json(headers, { email: "nobody@example.com", password: "wrong-password" })
                : operationId === "changePassword"
                  ? json(headers, {
                      current_password: "wrong-password",
                      new_password: "a roomy new passphrase",
                    })
                  : o.method === "get"
                    ? { headers }
                    : o.requestBody?.content["multipart/form-data"]
                      ? { headers, body: new FormData() }
                      : json(headers, {})),
            });
          let res = await attempt();
          for (let i = 0; i < FEW_CALLS + 5 && res.status !== 429; i += 1) {
            await res.arrayBuffer();
            res = await attempt();
          }
          expect(res.status, operationId).toBe(429);
          expectDocumented(o, res, "over its limit");
        }),
      );
    },
    LIMITS_TIMEOUT_MS,
  );
});
