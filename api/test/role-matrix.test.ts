import { staffRoles } from "@store/db";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { can, type Permission } from "../src/common/permissions";
import type { Documented, RestFace } from "../src/domains/define";
import { declared } from "../src/domains/index";
import { accountHeaders } from "./account-helpers";
import { signedInHeaders, startTestServer, type TestServer } from "./helpers";

// Every operation with every caller, the expected answer read from the declarations alone: who may
// is allowed past the gate (any answer but 401/403: a made-up id is a 404, an empty body a 400),
// who may not is refused with 401 or 403, and a refusal changes nothing in the database.

type Caller = "anonymous" | "customer" | (typeof staffRoles)[number];
const callers: Caller[] = ["anonymous", "customer", ...staffRoles];

/** What the declarations say a caller gets: "allowed", or the refusal's status. */
function expected(op: Documented, caller: Caller): "allowed" | 401 | 403 {
  if (op.access === "public") return "allowed";
  if (caller === "anonymous") return 401;
  if (op.access === "customer") return caller === "customer" ? "allowed" : 401;
  // A customer's account session is no staff session: staff operations see nobody signed in.
  if (caller === "customer") return 401;
  if (op.access === "signedIn") return "allowed";
  return can(caller, op.permission as Permission) ? "allowed" : 403;
}

const SOME_ID = "00000000-0000-4000-8000-000000000000";
const pathValue = (name: string) =>
  name === "number" ? "999999" : name === "batch" ? "1" : name === "name" ? "nothing.png" : SOME_ID;

interface Call {
  label: string;
  op: Documented;
  method: string;
  url: string;
  body?: string;
  contentType?: string;
}

/** One request per REST face, and one over tRPC for an operation that has none. */
function callsOf(op: Documented): Call[] {
  if (op.rests.length === 0) {
    if (!op.name || !op.procedure) return [];
    const query = op.procedure._def.type === "query";
    return [
      {
        label: `tRPC ${op.name}`,
        op,
        method: query ? "GET" : "POST",
        url: `/trpc/${op.name}`,
        ...(query ? {} : { body: "{}", contentType: "application/json" }),
      },
    ];
  }
  return op.rests
    .filter((rest: RestFace) => !rest.raw)
    .map((rest) => {
      const url = rest.path.replace(/\{([^}]+)\}/g, (_, name: string) => pathValue(name));
      const method = rest.method.toUpperCase();
      const body =
        method === "GET" || method === "DELETE" ? {} : { body: "{}", contentType: "application/json" };
      return { label: `${method} ${rest.path}`, op, method, url, ...body };
    });
}

/** PGlite answers `{ rows }`, postgres.js the rows themselves. */
const rowsOf = <T>(result: unknown): T[] =>
  (typeof result === "object" && result !== null && "rows" in result ? result.rows : result) as T[];

const calls = declared.filter((op) => op.access !== "public").flatMap(callsOf);

describe("who may call what: every operation with every role", () => {
  let server: TestServer;
  const headers = new Map<Caller, Record<string, string>>();

  const call = async (c: Call, caller: Caller) => {
    const res = await fetch(`${server.url}${c.url}`, {
      method: c.method,
      headers: {
        origin: server.url,
        ...(c.contentType ? { "content-type": c.contentType } : {}),
        ...headers.get(caller),
      },
      body: c.body,
    });
    await res.arrayBuffer();
    return res.status;
  };

  /** Every table's rows, summed up; the session and rate-limit tables move with any request. */
  const fingerprint = async () => {
    const tables: unknown = await server.database.db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'
            and table_name !~ '(session|rate_limit|drizzle)' order by table_name`,
    );
    const rows = rowsOf<{ name: string }>(tables);
    const sums: Record<string, string> = {};
    for (const { name } of rows) {
      const result: unknown = await server.database.db.execute(
        sql.raw(
          `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from "${name}" t`,
        ),
      );
      const [first] = rowsOf<{ sum: string | null }>(result);
      sums[name] = first?.sum ?? "";
    }
    return sums;
  };

  beforeAll(async () => {
    server = await startTestServer({ trustProxy: true });
    headers.set("anonymous", {});
    headers.set("customer", await accountHeaders(server));
    for (const role of staffRoles) headers.set(role, await signedInHeaders(server, role));
  }, 60_000);
  afterAll(() => server?.stop());

  it("declares a permission on every staff operation", () => {
    const bare = declared.filter((op) => op.access === "admin" && !op.permission).map((op) => op.name);
    expect(bare).toEqual([]);
    expect(calls.length).toBeGreaterThan(100);
  });

  it("refuses whoever the declarations refuse, 401 or 403, and the refusals change nothing", async () => {
    const before = await fingerprint();
    const wrong: string[] = [];
    for (const c of calls) {
      for (const caller of callers) {
        const want = expected(c.op, caller);
        if (want === "allowed") continue;
        const status = await call(c, caller);
        if (status !== want) wrong.push(`${c.label} as ${caller}: ${status}, expected ${want}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint()).toEqual(before);
  }, 300_000);

  it("lets through whoever the declarations allow", async () => {
    const wrong: string[] = [];
    let allowed = 0;
    for (const c of calls) {
      // Signing out would end the session the next calls use; its refusal is tested above.
      if (c.op.name === "auth.logout" || c.op.name === "account.signOut") continue;
      for (const caller of callers) {
        if (expected(c.op, caller) !== "allowed") continue;
        allowed += 1;
        const status = await call(c, caller);
        if (status === 401 || status === 403) wrong.push(`${c.label} as ${caller}: ${status}`);
      }
    }
    expect(wrong).toEqual([]);
    // The owner alone makes one allowed call per staff operation: the matrix is not empty.
    expect(allowed).toBeGreaterThan(calls.length);
  }, 300_000);

  it("answers the owner everything, the counter no refunds, production no money", () => {
    const opNamed = (name: string) => declared.find((op) => op.name === name) as Documented;
    expect(expected(opNamed("payments.refundPayment"), "owner")).toBe("allowed");
    expect(expected(opNamed("payments.refundPayment"), "counter")).toBe(403);
    expect(expected(opNamed("orders.recordPayment"), "counter")).toBe("allowed");
    expect(expected(opNamed("orders.detail"), "production")).toBe(403);
    expect(expected(opNamed("teamStoreBatches.report"), "production")).toBe(403);
    expect(expected(opNamed("teamStoreBatches.production"), "production")).toBe("allowed");
    expect(expected(opNamed("staff.create"), "manager")).toBe(403);
    expect(expected(opNamed("apiKeys.create"), "manager")).toBe(403);
  });
});
