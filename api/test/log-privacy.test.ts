import { users } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeError } from "../src/errors/describe-error";
import { startTestServer, type TestServer } from "./helpers";

// Logs name the failure, never the data: a database error's message carries the query's
// parameters (here a password hash and an e-mail address), which must not reach a log line.

describe(`error log lines (${testDatabaseEngine})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  it("keep the failure and its SQLSTATE but drop the parameters and the offending values", async () => {
    const row = {
      email: "private.person@example.com",
      passwordHash: "$argon2id$v=19$secret-hash-value",
      role: "owner" as const,
    };
    await server.database.db.insert(users).values(row);
    const error = await server.database.db
      .insert(users)
      .values(row)
      .then(() => undefined)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    // The raw error does carry the data: this is what must not be logged.
    expect(String(error) + String((error as Error).cause)).toContain("private.person@example.com");
    const line = describeError(error);
    expect(line).not.toContain("private.person@example.com");
    expect(line).not.toContain("secret-hash-value");
    expect(line).toContain('insert into "users"');
    expect(line).toContain("[23505]");
    expect(line).toContain("(parameters not logged)");
  });
});
