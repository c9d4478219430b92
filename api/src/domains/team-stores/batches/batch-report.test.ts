import { describe, expect, it } from "vitest";
import type { BatchLine } from "./batch-lines";
import {
  bagsOf,
  compareNumbers,
  letteringCounts,
  printWords,
  shortSize,
  sizeRun,
  sizesInOrder,
} from "./batch-report";

const line = (values: Partial<BatchLine>): BatchLine => ({
  order_id: "o1",
  order_number: 1001,
  player_name: "Sam Lee",
  customer_name: null,
  product_id: null,
  product_name: "Jersey",
  size: "Youth M",
  quantity: 1,
  print_name: null,
  print_number: null,
  unit_price: 30,
  personalisation_fee: 0,
  fundraising: 0,
  ...values,
});

describe("a batch's figures", () => {
  it("sorts numbers as numbers, '0' before '00', '##' after them and names-only last", () => {
    const numbers = ["12", null, "##", "00", "7", "0", "99"];
    expect([...numbers].sort(compareNumbers)).toEqual(["0", "00", "7", "12", "99", "##", null]);
  });

  it("puts sizes in the guide's order, unknown ones after, one size last", () => {
    expect(sizesInOrder(["Adult XL", "One size", "Youth S", "Toddler 2T", "Adult S"])).toEqual([
      "Youth S",
      "Adult S",
      "Adult XL",
      "Toddler 2T",
      "One size",
    ]);
    expect(["Youth XS", "Adult XXL", "Adult 3XL"].map(shortSize)).toEqual(["YXS", "XXL", "3XL"]);
  });

  it("keeps the grand total equal to the lines' sum, whatever the sizes", () => {
    const lines = [
      line({ size: "Youth M", quantity: 3 }),
      line({ size: "Adult L", quantity: 2 }),
      line({ size: null, product_name: "Cap", quantity: 4 }),
      line({ size: "Toddler 2T", quantity: 1 }),
    ];
    const run = sizeRun(lines);
    expect(run.reduce((n, p) => n + p.total, 0)).toBe(10);
    expect(run.find((p) => p.product_name === "Jersey")).toMatchObject({ youth: 3, adult: 3, total: 6 });
  });

  it("counts each digit of each number once per unit", () => {
    const [row] = letteringCounts([line({ print_number: "100", print_name: "LEE", quantity: 2 })]);
    expect(row?.digits).toEqual([4, 2, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(row?.name_plates).toBe(2);
  });

  it("gives one bag per player, names compared without case or extra spaces, in name order", () => {
    const bags = bagsOf([
      line({ player_name: "Player 10", order_number: 1003 }),
      line({ player_name: "player  2", order_number: 1002 }),
      line({ player_name: "Player 2", order_number: 1001 }),
    ]);
    expect(bags.map((b) => [b.bag, b.of, b.order_numbers])).toEqual([
      [1, 2, [1001, 1002]],
      [2, 2, [1003]],
    ]);
    expect(printWords("DIAZ", "##")).toBe("DIAZ ##");
  });
});
