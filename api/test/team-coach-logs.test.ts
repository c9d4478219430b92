import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueCoachLink } from "../src/domains/team-stores/coach/coach-links";
import { REDACTED } from "../src/logging/redact";
import { send, startTestServer, type TestServer } from "./helpers";
import { teamBatchStore } from "./team-batch-fixtures";

describe(`the coach's link never reaches a log line (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let token = "";

  beforeAll(async () => {
    server = await startTestServer({ keepLogs: true, logLevel: "debug" });
    const { store } = await teamBatchStore(server.database.db);
    token = await issueCoachLink(server.database.db, store.id);
  });
  afterAll(() => server?.stop());

  it("keeps the token out of the logs of the page, its API, the CSV, the reminders and near misses", async () => {
    const input = encodeURIComponent(JSON.stringify({ token }));
    for (const [method, path] of [
      ["GET", `/coach/${token}`],
      ["GET", `/api/coach/${token}`],
      ["GET", `/api/coach/${token}/orders.csv`],
      ["POST", `/api/coach/${token}/reminders`],
      ["GET", `/trpc/coach.page?input=${input}`],
      ["GET", `/api/coach/${token.slice(0, -2)}zz`],
      ["GET", `/api/coach/${token.slice(0, 12)}`],
    ] as const)
      expect((await send(server, method, path)).status, path).toBeGreaterThanOrEqual(200);
    const written = server.logs.map((line) => JSON.stringify(line)).join("\n");
    expect(written).not.toContain(token.slice(0, 12));
    expect(written).not.toContain(token.slice(-20));
    const paths = server.logs.filter((line) => line.msg === "request").map((line) => String(line.path));
    expect(paths).toContain(`/api/coach/${REDACTED}/orders.csv`);
    expect(paths).toContain(`/coach/${REDACTED}`);
  });
});
