import {
  estimateQuote,
  extraPlayers,
  extraPlayersNotice,
  rushOptions,
  teamPricing,
  teamSports,
} from "@store/db/catalogue";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteFields } from "../src/domains/quotes/schemas";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { data, mail, quoteCalls, request } from "./quote-fixtures";

// Spec §9's price tables, copied here by hand so the catalogue is checked against the spec.
const specPackages: Record<string, [string, number][]> = {
  baseball: [
    ["Starter", 899],
    ["Pro", 1499],
    ["Championship", 2299],
  ],
  basketball: [
    ["Starter", 749],
    ["Pro", 1299],
    ["Championship", 1999],
  ],
  cornhole: [
    ["Basic Tournament Set", 299],
    ["Pro", 499],
    ["Championship", 799],
  ],
  fastpitch: [
    ["Starter", 849],
    ["Pro", 1399],
    ["Championship", 2199],
  ],
  football: [
    ["Youth", 1299],
    ["High School", 2499],
    ["Championship", 3999],
  ],
  slowpitch: [
    ["Recreational", 699],
    ["League", 1199],
    ["Tournament", 1899],
  ],
  soccer: [
    ["Youth", 799],
    ["Club", 1399],
    ["Elite", 2299],
  ],
};
const specAddOnPrices: Record<string, number[]> = {
  baseball: [45, 35, 25, 65, 55, 85],
  basketball: [39, 29, 65, 45, 35, 55],
  cornhole: [75, 125, 50, 199, 89, 149],
  fastpitch: [42, 38, 28, 55, 65, 75],
  football: [65, 55, 185, 125, 75, 95],
  slowpitch: [38, 32, 24, 48, 58, 42],
  soccer: [42, 28, 18, 125, 65, 89],
};
const specRush: [string | null, number][] = [
  [null, 0],
  ["24-48 Hours", 150],
  ["3-5 Days", 75],
  ["1 Week", 35],
];

describe("the quote estimate", () => {
  it("prices the same packages, add-ons and rush fees as spec §9", () => {
    for (const sport of teamSports) {
      expect(teamPricing[sport].packages.map((p) => [p.name, p.price])).toEqual(specPackages[sport]);
      expect(teamPricing[sport].additionalItems.map((i) => i.price)).toEqual(specAddOnPrices[sport]);
    }
    expect(rushOptions.map((o) => [o.timeframe, o.fee])).toEqual(specRush.slice(1));
  });

  for (const sport of teamSports) {
    it.each(specRush)(`${sport}: every package + two add-ons + rush %s`, (rush, fee) => {
      const [first, second] = teamPricing[sport].additionalItems;
      for (const [name, price] of specPackages[sport] ?? []) {
        const estimate = estimateQuote({
          sport,
          package: name,
          additional_items: [
            { name: first?.name ?? "", quantity: 3 },
            { name: second?.name ?? "", quantity: 1 },
          ],
          rush,
          players: 0,
        });
        const addOns = (specAddOnPrices[sport]?.[0] ?? 0) * 3 + (specAddOnPrices[sport]?.[1] ?? 0);
        expect(estimate.total).toBe(price + addOns + fee);
        expect(estimate.lines.map((l) => l.kind)).toEqual([
          "package",
          "item",
          "item",
          ...(rush ? ["rush"] : []),
        ]);
      }
    });
  }

  it("reads an empty rush field as standard delivery, and refuses an unknown one", () => {
    const base = {
      team_name: "Tigers",
      contact_name: "Pat",
      email: "pat@example.com",
      sport: "soccer",
      package: "Club",
    };
    expect(quoteFields.parse({ ...base, rush: "" }).rush).toBeNull();
    expect(quoteFields.parse({ ...base, rush: "1 Week" }).rush).toBe("1 Week");
    expect(quoteFields.safeParse({ ...base, rush: "Tomorrow" }).error?.issues[0]?.message).toBe(
      "Rush must be one of: 24-48 Hours, 3-5 Days, 1 Week, or none.",
    );
  });

  it("refuses packages and add-ons from another sport's list, and the same add-on twice", () => {
    const result = quoteFields.safeParse({
      team_name: "Tigers",
      contact_name: "Pat",
      email: "pat@example.com",
      sport: "soccer",
      package: "Pro",
      additional_items: [
        { name: "Batting Helmet", quantity: 2 },
        { name: "Socks", quantity: 2 },
        { name: "Socks", quantity: 1 },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["package", "Choose one of the Soccer packages: Youth, Club, Elite."],
      ["additional_items.0.name", '"Batting Helmet" is not on the Soccer price list.'],
      ["additional_items.2.name", '"Socks" is listed twice: give one line with the total quantity.'],
    ]);
  });
});

const players = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: `Player ${i + 1}`, number: String(i), size: "Adult M" }));

describe("extra players (issue 26)", () => {
  const base = { sport: "baseball" as const, package: "Starter", additional_items: [], rush: null };

  it("prices each player beyond the package at the sport's extra jersey, and names the figures", () => {
    const estimate = estimateQuote({ ...base, players: 18 });
    expect(estimate.lines.map((l) => [l.kind, l.label, l.quantity, l.unit_price, l.amount])).toEqual([
      ["package", "Baseball Starter package", 1, 899, 899],
      ["players", "Extra players (the package includes 12)", 6, 45, 270],
    ]);
    expect(estimate.total).toBe(899 + 270);
    const over = extraPlayers("baseball", "Starter", 18);
    expect(over).toEqual({ players: 18, included: 12, extra: 6, unit_price: 45, amount: 270 });
    expect(over && extraPlayersNotice(over)).toBe(
      "Your roster has 18 players; the package includes 12. 6 extra players at $45 each: +$270.",
    );
    expect(over && extraPlayersNotice(over, "The")).toMatch(/^The roster has 18 players;/);
  });

  it("adds nothing up to the package's own count, one player's words for one, nothing for cornhole", () => {
    expect(estimateQuote({ ...base, players: 12 }).total).toBe(899);
    expect(extraPlayers("baseball", "Starter", 12)).toBeNull();
    const one = extraPlayers("football", "Youth", 21);
    expect(one && extraPlayersNotice(one)).toBe(
      "Your roster has 21 players; the package includes 20. 1 extra player at $65 each: +$65.",
    );
    expect(extraPlayers("cornhole", "Pro", 40)).toBeNull();
  });

  it("knows every per-player package's count, as its words on the package page say", () => {
    for (const sport of teamSports) {
      for (const pkg of teamPricing[sport].packages) {
        if (sport === "cornhole") expect(pkg.players).toBeUndefined();
        else expect(pkg.players, `${sport} ${pkg.name}`).toBeGreaterThan(0);
      }
    }
  });
});

describe(`a quote's extra players through the API (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer({ mail });
    admin = await signedInHeaders(server, "admin");
  });
  afterAll(() => server?.stop());

  it("stores the estimate with the extra players and shows staff the same lines", async () => {
    const { newQuote } = quoteCalls(server, admin);
    const answer = await newQuote(
      request({ package: "Starter", additional_items: [], rush: null, roster: players(18) }),
    );
    expect(answer.estimate.total).toBe(899 + 270);
    const quote = data(await send(server, "GET", `/api/quotes/${answer.id}`, undefined, admin));
    expect(quote.estimate).toBe(1169);
    expect(quote.estimate_lines).toContainEqual({
      kind: "players",
      label: "Extra players (the package includes 12)",
      quantity: 6,
      unit_price: 45,
      amount: 270,
    });
  });
});
