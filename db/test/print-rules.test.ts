import { describe, expect, it } from "vitest";
import { checkPrintName, checkPrintNumber, type PrintRules, printedLength } from "../src/catalogue";

const jersey: PrintRules = {
  productName: "Game Jersey",
  personalisation: "both",
  personalisationRequired: true,
  maxNameLength: 12,
};
const numbers = { numberMin: 0, numberMax: 99, allowUnknownNumber: true };
const message = (check: ReturnType<typeof checkPrintName>) => (check.ok ? null : check.message);

describe("the name and number a team item prints (one rule for the page and the server)", () => {
  it("prints a name tidied and upper-cased, in any alphabet", () => {
    expect(checkPrintName(jersey, "  o\u2019neil   jr. ")).toEqual({ ok: true, value: "O'NEIL JR." });
    expect(checkPrintName(jersey, "Zoë")).toEqual({ ok: true, value: "ZOË" });
  });

  it("refuses digits and emoji in a name, and says which characters a name plate carries", () => {
    expect(message(checkPrintName(jersey, "Sm1th😀"))).toContain(
      "may use only letters, spaces, hyphens (-), apostrophes (') and periods (.)",
    );
  });

  it("says the letter limit in words rather than cutting the name", () => {
    expect(message(checkPrintName(jersey, "Montgomery-Smith"))).toBe(
      "Names print up to 12 letters — shorten it.",
    );
    expect(checkPrintName(jersey, "Montgomery S").ok).toBe(true);
    expect(printedLength(" Zoë  Lee ")).toBe(7);
  });

  it("asks for a required name, and refuses one on an item that prints none", () => {
    expect(message(checkPrintName(jersey, " "))).toBe('Type the name to print on "Game Jersey".');
    const cap = { ...jersey, productName: "Team Cap", personalisation: "none" as const };
    expect(message(checkPrintName(cap, "Lee"))).toContain('"Team Cap" is not printed with a name');
    expect(checkPrintName(cap, "")).toEqual({ ok: true, value: null });
  });

  it("takes numbers in the store's range, 0 and 00, and ## when allowed", () => {
    expect(checkPrintNumber(jersey, numbers, "7")).toEqual({ ok: true, value: "7" });
    expect(checkPrintNumber(jersey, numbers, "00")).toEqual({ ok: true, value: "00" });
    expect(checkPrintNumber(jersey, numbers, "##")).toEqual({ ok: true, value: "##" });
    expect(message(checkPrintNumber(jersey, { ...numbers, allowUnknownNumber: false }, "##"))).toContain(
      "needs the player's number now",
    );
  });

  it("refuses 7a, 07 and numbers outside the range, saying the range", () => {
    expect(message(checkPrintNumber(jersey, numbers, "7a"))).toBe(
      "A number is digits only, like 7 or 23 (no leading zero): 0-99.",
    );
    expect(message(checkPrintNumber(jersey, numbers, "07"))).toContain("no leading zero");
    expect(message(checkPrintNumber(jersey, numbers, "123"))).toBe(
      "Numbers in this store are 0-99: 123 is outside that.",
    );
    expect(message(checkPrintNumber(jersey, numbers, ""))).toContain("(or ## if you do not know it yet)");
  });
});
