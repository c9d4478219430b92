import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loginInput, registerInput } from "../domains/auth/schemas";
import { orderStatuses, orderStatusInput } from "../domains/orders/schemas";
import { productCategories, productInput } from "../domains/products/schemas";
import { contactInput } from "../domains/submissions/schemas";

const runs = { numRuns: 300 };
const anything = fc.anything({ withObjectString: true, withNullPrototype: true });

describe("validation schemas under arbitrary input", () => {
  it("never throw: any value is either accepted or refused with messages", () => {
    for (const schema of [productInput, contactInput, loginInput, registerInput, orderStatusInput]) {
      fc.assert(
        fc.property(anything, (value) => {
          const result = schema.safeParse(value);
          if (!result.success) expect(result.error.issues.length).toBeGreaterThan(0);
        }),
        runs,
      );
    }
  });

  it("accept every well-formed product and keep its price to the cent", () => {
    const product = fc.record({
      name: fc.string({ minLength: 1, maxLength: 200 }).filter((s) => s.trim().length > 0),
      price: fc.integer({ min: 0, max: 9_999_999_999 }).map((cents) => cents / 100),
      category: fc.constantFrom(...productCategories),
    });
    fc.assert(
      fc.property(product, (p) => {
        const result = productInput.safeParse(p);
        expect(result.success).toBe(true);
        if (result.success) expect(result.data.price).toBe(p.price);
      }),
      runs,
    );
  });

  it("refuse prices with fractions of a cent, negative or not numbers", () => {
    const badPrice = fc.oneof(
      // A non-zero third decimal, (cents * 10 + d) / 1000: float tests like v * 100 misjudge values such as 559.67.
      fc
        .tuple(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 9 }))
        .map(([cents, d]) => (cents * 10 + d) / 1000),
      fc.double({ max: -0.01, noNaN: true }),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, "ten", null, true, {}),
    );
    fc.assert(
      fc.property(badPrice, (price) => {
        expect(productInput.safeParse({ name: "Cap", price, category: "accessories" }).success).toBe(false);
      }),
      runs,
    );
  });

  it("refuse any extra key, so a role or id cannot be slipped in", () => {
    const key = fc.string({ minLength: 1, maxLength: 20 }).filter((k) => !["email", "password"].includes(k));
    fc.assert(
      fc.property(key, fc.jsonValue(), (extra, value) => {
        const body = { email: "fan@example.com", password: "long-enough", [extra]: value };
        expect(registerInput.safeParse(body).success).toBe(false);
      }),
      runs,
    );
  });

  it("accept exactly the five order statuses", () => {
    fc.assert(
      fc.property(fc.string(), (status) => {
        const ok = orderStatusInput.safeParse({ id: "x", status }).success;
        expect(ok).toBe((orderStatuses as readonly string[]).includes(status));
      }),
      runs,
    );
  });
});
