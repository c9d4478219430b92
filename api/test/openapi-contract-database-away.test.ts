import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { openDatabase } from "@store/db";
import { describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { createLogger } from "../src/logger";
import { openApiDocument } from "../src/openapi/document";
import {
  expectDocumented,
  freePort,
  json,
  operationNamed,
  operationsOf,
  urlOf,
} from "./openapi-contract-helpers";

// The document's 503 promise: while the database is away the store answers 503 with Retry-After,
// as documented, on every kind of operation.

describe("the OpenAPI document while the database is away", () => {
  const ops = operationsOf(openApiDocument());
  const op = (operationId: string) => operationNamed(ops, operationId);

  it("answers 503 with Retry-After, as documented, while the database is away", async () => {
    const db = await openDatabase({
      kind: "postgres",
      url: `postgres://store:store@127.0.0.1:${await freePort()}/store`,
    });
    const root = await mkdtemp(path.join(os.tmpdir(), "store-contract-away-"));
    const app = createApp({
      db: db.db,
      logger: createLogger("silent"),
      config: { uploadsDir: path.join(root, "uploads"), webDistDir: path.join(root, "web") },
    });
    const away = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => away.once("listening", () => resolve()));
    const url = `http://127.0.0.1:${(away.address() as AddressInfo).port}`;
    try {
      // One operation of each kind (a public read, a form, an admin read, sign-in, health): the
      // driver waits out its reconnect attempts on each, so every operation would take minutes.
      const sample = [
        "listProducts",
        "getBlogPost",
        "createContactSubmission",
        "listOrders",
        "login",
        "getReadiness",
      ];
      const statuses = await Promise.all(
        sample.map(op).map(async (o) => {
          const res = await fetch(`${url}${urlOf(o)}`, {
            method: o.method.toUpperCase(),
            // A session cookie makes even an admin read ask the database (for the session).
            ...(o.method === "get"
              ? { headers: { cookie: "store_session=x" } }
              : json({ cookie: "store_session=x", origin: url }, {})),
          });
          expectDocumented(o, res, "database away");
          await res.arrayBuffer();
          return res.status;
        }),
      );
      expect(statuses, sample.join(", ")).toEqual(sample.map(() => 503));
    } finally {
      await new Promise<void>((resolve) => away.close(() => resolve()));
      await db.close();
      await rm(root, { recursive: true, force: true });
    }
  }, 120_000);
});
