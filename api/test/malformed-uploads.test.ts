import http from "node:http";
import { customArtworkSubmissions, images, proofs, quotes } from "@store/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RateLimiter } from "../src/http/rate-limit";
import { signedInHeaders, startTestServer, storedFiles, type TestServer } from "./helpers";
import {
  BOUNDARY,
  type BrokenBody,
  brokenBodies,
  seededRandom,
  type UploadTarget,
  uploadTargets,
  wholeBody,
} from "./multipart-corpus";

// Every upload operation gets the whole corpus and a fuzz pass; none may end the process (an
// uncaught stream error in the server fails this file), answer other than a 4xx JSON, or keep a
// file or a row. The rate limits would answer 429 before a body is read, so they are lifted here.
const FUZZ_ROUNDS = Number(process.env.MULTIPART_FUZZ_ROUNDS) || 24;
const FUZZ_SEED = Number(process.env.MULTIPART_FUZZ_SEED) || Date.now() % 2 ** 31;

const unlimited: RateLimiter = {
  hit: async () => ({ allowed: true, retryAfterSeconds: 0 }),
  isBlocked: async () => ({ blocked: false, retryAfterSeconds: 0 }),
  reset: async () => {},
};

const targets = uploadTargets();

describe("broken multipart bodies", () => {
  let server: TestServer;
  let staff: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer({ wrapLimiter: () => unlimited });
    staff = await signedInHeaders(server, "admin");
  });
  afterAll(() => server.stop());

  const headersFor = (target: UploadTarget) => (target.access === "public" ? {} : staff);

  async function send(target: UploadTarget, broken: BrokenBody) {
    const res = await fetch(`${server.url}${target.path}`, {
      method: "POST",
      headers: { ...headersFor(target), "content-type": broken.contentType },
      body: broken.body,
    });
    const text = await res.text();
    return { status: res.status, type: res.headers.get("content-type") ?? "", text };
  }

  async function expectStillServing() {
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
  }

  it("finds every upload operation in the declarations", () => {
    const labels = targets.map((target) => target.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        "POST /api/custom-artwork-submissions",
        "POST /api/quotes",
        "POST /api/upload-image",
        "tRPC submissions.createArtwork",
      ]),
    );
    expect(targets.filter((target) => target.access === "public").length).toBeGreaterThanOrEqual(2);
  });

  for (const target of targets) {
    describe(target.label, () => {
      for (const broken of brokenBodies(target)) {
        it(`refuses ${broken.name} with a 4xx JSON answer and serves on`, async () => {
          const answer = await send(target, broken);
          expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
          expect(answer.status, answer.text).toBeLessThan(500);
          expect(answer.type).toContain("application/json");
          expect(answer.text.length).toBeGreaterThan(0);
          await expectStillServing();
        });
      }

      it("survives a body that drips in slowly and is then cut off", async () => {
        const body = brokenBodies(target)[1]?.body ?? Buffer.alloc(0);
        await new Promise<void>((resolve) => {
          const req = http.request(`${server.url}${target.path}`, {
            method: "POST",
            headers: {
              ...headersFor(target),
              "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
              "content-length": String(body.length + 1000),
            },
          });
          req.on("error", () => resolve());
          req.on("response", (res) => {
            res.resume();
            resolve();
          });
          let sent = 0;
          const drip = setInterval(() => {
            if (sent >= body.length) {
              clearInterval(drip);
              req.destroy();
              resolve();
              return;
            }
            req.write(body.subarray(sent, sent + 16));
            sent += 16;
          }, 5);
        });
        await expectStillServing();
      });

      it(`refuses the whole body cut at ${FUZZ_ROUNDS} random points (seed ${FUZZ_SEED})`, async () => {
        const random = seededRandom(FUZZ_SEED);
        const whole = wholeBody(target);
        // Cut before the closing boundary is whole: past it the body is complete and well-formed.
        const lastCut = whole.length - `--${BOUNDARY}--`.length;
        for (let round = 0; round < FUZZ_ROUNDS; round += 1) {
          const cut = Math.floor(random() * lastCut);
          const answer = await send(target, {
            name: `cut at ${cut}`,
            contentType: `multipart/form-data; boundary=${BOUNDARY}`,
            body: whole.subarray(0, cut),
          });
          expect(answer.status, `cut at ${cut} of ${whole.length}: ${answer.text}`).toBeGreaterThanOrEqual(
            400,
          );
          expect(answer.status, `cut at ${cut} of ${whole.length}: ${answer.text}`).toBeLessThan(500);
        }
        await expectStillServing();
      });
    });
  }

  it("keeps no file and no row from any refused body", async () => {
    expect(await storedFiles(server)).toEqual([]);
    const { db } = server.database;
    for (const table of [customArtworkSubmissions, quotes, images, proofs]) {
      expect(await db.select().from(table)).toEqual([]);
    }
  });
});
