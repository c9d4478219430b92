import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkoutPhone } from "../domains/checkout/schemas";
import { quoteFields } from "../domains/quotes/schemas";
import { emailAddress, webAddress, webAddressPattern } from "./fields";

// The patterns written by hand into `.meta()` must never promise more than the refines accept:
// every text a pattern matches is accepted by the zod schema it documents.
const runs = { numRuns: 400, seed: 21 };
// fast-check reads no lookahead: generate from the pattern without them, keep what the pattern matches.
const matching = (pattern: string) =>
  fc
    .stringMatching(new RegExp(pattern.replace(/\(\?![^()]*\)/g, ""), "u"))
    .filter((value) => new RegExp(pattern, "u").test(value));
const patternOf = (schema: z.ZodType) => {
  const json = JSON.stringify(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }));
  return (JSON.parse(json) as { allOf?: { pattern: string }[] }).allOf?.[0]?.pattern ?? "";
};

describe("the document's patterns stay inside what the server accepts", () => {
  it("a web address the pattern matches is accepted", () => {
    const image = webAddress("Image URL");
    fc.assert(
      fc.property(matching(webAddressPattern), (value) => {
        expect(image.safeParse(value).success).toBe(true);
      }),
      runs,
    );
  });

  it("a phone number with the documented digit count is accepted", () => {
    const digits = new RegExp(patternOf(checkoutPhone), "u");
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9 +().-]{1,40}$/), (value) => {
        const accepted = checkoutPhone.safeParse(value).success;
        if (digits.test(value) && value.trim() !== "") expect(accepted).toBe(true);
        else expect(accepted).toBe(false);
      }),
      runs,
    );
  });

  it("an e-mail address matching the documented pattern is accepted", () => {
    const { pattern } = z.toJSONSchema(emailAddress, { io: "input" }) as { pattern: string };
    fc.assert(
      fc.property(matching(pattern), (value) => {
        if (value.length <= 254) expect(emailAddress.safeParse(value).success).toBe(true);
      }),
      runs,
    );
  });

  it("a needed-by date matching the documented pattern is accepted", () => {
    const neededBy = quoteFields.shape.needed_by;
    const { anyOf } = z.toJSONSchema(neededBy, { io: "input" }) as {
      anyOf: { allOf: { pattern: string }[] }[];
    };
    const pattern = anyOf[0]?.allOf[0]?.pattern ?? "";
    fc.assert(
      fc.property(matching(pattern), (value) => {
        expect(neededBy.safeParse(value).success).toBe(true);
      }),
      runs,
    );
  });
});
