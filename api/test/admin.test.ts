import { users } from "@store/db";
import { createTestDatabase, testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../src/auth/passwords";
import { ensureAdmin } from "../src/domains/auth/users";

describe(`ensureAdmin (${testDatabaseEngine})`, () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle?.close());

  it("creates the admin with an argon2id hash, never the plain password", async () => {
    await ensureAdmin(handle.db, "Owner@Example.com", "first-password");
    const [row] = await handle.db.select().from(users).where(eq(users.email, "owner@example.com"));
    expect(row?.role).toBe("owner");
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain("first-password");
    expect(await verifyPassword(row?.passwordHash ?? "", "first-password")).toBe(true);
  });

  it("resets the password and promotes on a later start, keeping one account", async () => {
    await handle.db.update(users).set({ role: "customer" }).where(eq(users.email, "owner@example.com"));
    await ensureAdmin(handle.db, "owner@example.com", "second-password");
    const rows = await handle.db.select().from(users).where(eq(users.email, "owner@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.role).toBe("owner");
    expect(await verifyPassword(rows[0]?.passwordHash ?? "", "first-password")).toBe(false);
    expect(await verifyPassword(rows[0]?.passwordHash ?? "", "second-password")).toBe(true);
  });
});
