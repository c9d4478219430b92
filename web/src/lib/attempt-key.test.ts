import { describe, expect, it } from "vitest";
import { attemptKey, forgetAttempt } from "./attempt-key";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe("attemptKey", () => {
  it("keeps the key while the content is the same, and changes it with the content", () => {
    const storage = memoryStorage();
    const first = attemptKey("contact", { message: "Hi" }, storage);
    expect(attemptKey("contact", { message: "Hi" }, storage)).toBe(first);
    const other = attemptKey("contact", { message: "Hello" }, storage);
    expect(other).not.toBe(first);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("gives a new key after a success is forgotten, and keeps scopes apart", () => {
    const storage = memoryStorage();
    const first = attemptKey("contact", { message: "Hi" }, storage);
    expect(attemptKey("artwork", { message: "Hi" }, storage)).not.toBe(first);
    forgetAttempt("contact", storage);
    expect(attemptKey("contact", { message: "Hi" }, storage)).not.toBe(first);
  });

  it("still gives a key when storage is blocked or damaged", () => {
    const broken = {
      getItem: () => "{not json",
      setItem: () => {
        throw new Error("blocked");
      },
    };
    expect(attemptKey("contact", {}, broken)).toMatch(/^[0-9a-f-]{36}$/);
    expect(attemptKey("contact", {}, undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
