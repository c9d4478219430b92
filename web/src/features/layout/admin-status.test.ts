import { describe, expect, it } from "vitest";
import { isAdminRecord } from "./admin-status";

describe("isAdminRecord", () => {
  it.each(["admin", "owner", "manager", "counter", "production"])(
    "accepts a record whose role is %s",
    (role) => {
      expect(isAdminRecord(JSON.stringify({ id: "1", email: "a@b.co", role }))).toBe(true);
    },
  );

  it.each([
    ["no record", null],
    ["an empty string", ""],
    ["a customer", JSON.stringify({ role: "customer" })],
    ["a record without a role", JSON.stringify({ email: "a@b.co" })],
    ["garbage", "{not json"],
    ["a bare string", JSON.stringify("admin")],
    ["null", "null"],
    ["an array", JSON.stringify([{ role: "admin" }])],
    ["an upper-case role", JSON.stringify({ role: "ADMIN" })],
  ])("rejects %s", (_name, raw) => {
    expect(isAdminRecord(raw)).toBe(false);
  });
});
