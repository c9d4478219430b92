import { describe, expect, it } from "vitest";
import { addedWords } from "./added-words";
import { CART_BLOCKED, problemSentences } from "./CheckoutProblems";
import { cartProblems, lineProblems } from "./line-check";
import { nameHint } from "./PrintFields";
import { barWords } from "./TeamCartBar";
import { itemCountOf, type TeamCartLine } from "./team-cart";
import { teamCartsInProgress } from "./team-carts-in-progress";
import type { FamilyItem } from "./team-store-types";

const jersey = {
  id: "jersey",
  product_name: "Game Jersey",
  price: 35,
  personalisation_fee: 5,
  sizes: ["Youth M", "Youth L"],
  personalisation: "both",
  personalisation_required: true,
  max_name_length: 12,
} as FamilyItem;
const numbers = { min: 0, max: 99, unique: true, allow_unknown: true };
const line = (values: Partial<TeamCartLine>): TeamCartLine => ({
  key: "k",
  item_id: "jersey",
  size: "Youth M",
  quantity: 1,
  name: "Smith",
  number: "7",
  ...values,
});

describe("a team cart line is checked as it is added, by the server's rules", () => {
  it("says every problem at once, each for its box", () => {
    expect(lineProblems(jersey, numbers, line({ size: null, name: "Sm1th😀", number: "7a" }))).toEqual({
      size: "Choose a size first.",
      name: `The name on "Game Jersey" may use only letters, spaces, hyphens (-), apostrophes (') and periods (.).`,
      number: "A number is digits only, like 7 or 23 (no leading zero): 0-99.",
    });
    expect(lineProblems(jersey, numbers, line({}))).toEqual({});
  });

  it("checks a whole kept cart by the server's field names", () => {
    expect(
      cartProblems([line({}), line({ number: "123" })], { items: [jersey], number_rules: numbers }),
    ).toEqual({
      "lines.1.number": "Numbers in this store are 0-99: 123 is outside that.",
    });
  });

  it("counts a name's letters and says the limit in words instead of cutting it", () => {
    expect(nameHint(" Zoë  Lee ", 12)).toEqual({
      description: "7 of 12 letters",
      tooLong: undefined,
    });
    expect(nameHint("Montgomery-Smith", 12).tooLong).toBe("Names print up to 12 letters — shorten it.");
  });
});

describe("every add is answered", () => {
  it("names what went in, with size and print", () => {
    expect(addedWords([{ item: jersey, ...line({ name: "smith" }) }])).toBe(
      "Added to your team cart: Game Jersey (Youth M, SMITH #7).",
    );
    expect(
      addedWords([
        { item: jersey, ...line({ quantity: 2, name: "", number: "" }) },
        { item: { product_name: "Team Cap" }, ...line({ size: null, name: "", number: "" }) },
      ]),
    ).toBe("Added to your team cart: 2 × Game Jersey (Youth M), Team Cap.");
  });

  it("the phone's bar counts items and shows the total as the app writes money", () => {
    const lines = [line({}), line({ quantity: 2 })];
    expect(barWords(itemCountOf(lines), 116.97)).toBe("Team cart (3) · $116.97");
  });

  it("the header's bag finds the team carts with something in them", () => {
    const saved = new Map<string, string>([
      ["team-cart:eagles", JSON.stringify([line({}), line({ quantity: 2 })])],
      ["team-cart-team:eagles", "Clanton Eagles 12U"],
      ["team-cart:empty", "[]"],
      ["cart", "{}"],
    ]);
    const storage = {
      get length() {
        return saved.size;
      },
      key: (i: number) => [...saved.keys()][i] ?? null,
      getItem: (key: string) => saved.get(key) ?? null,
    } as Storage;
    expect(teamCartsInProgress(storage)).toEqual([
      { slug: "eagles", teamName: "Clanton Eagles 12U", count: 3 },
    ]);
  });
});

describe("what stops a team order, in plain words", () => {
  it("says each field's message once, names cart lines by what they are, never a field path", () => {
    const sentences = problemSentences(
      {
        customer: "Your name is required.",
        "customer.name": "Your name is required.",
        player_name: "Player's name is required.",
        [CART_BLOCKED]: "Fix the lines marked in your team cart.",
        "lines.0.number": "Number 7 is already taken by another player on this team.",
      },
      { "lines.0.number": "Number 7 is already taken by another player on this team." },
      [line({})],
      [jersey],
    );
    expect(sentences).toEqual([
      { text: "Player's name is required.", path: "player_name" },
      { text: "Your name is required.", path: "customer.name" },
      { text: "Game Jersey SMITH #7: Number 7 is already taken by another player on this team." },
    ]);
    expect(sentences.map((s) => s.text).join(" ")).not.toMatch(/customer\.|lines\.|player_name/);
  });
});
