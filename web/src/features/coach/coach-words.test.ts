import { describe, expect, it } from "vitest";
import { lineWords, paymentWords, waitingWords } from "./coach-words";

describe("the coach page's words", () => {
  it("says how an order stands, and 'Team invoice' when the team pays one invoice", () => {
    expect(paymentWords({ payment_state: "paid" }, "pay_at_pickup").label).toBe("Paid");
    expect(paymentWords({ payment_state: "deposit" }, "pay_at_pickup").label).toBe("Part paid");
    expect(paymentWords({ payment_state: "unpaid" }, "pay_at_pickup").label).toBe("Not paid");
    expect(paymentWords({ payment_state: "unpaid" }, "team_invoice").label).toBe("Team invoice");
  });

  it("writes a line with its size and what is printed, '##' as is", () => {
    const line = {
      product_name: "Game Jersey",
      size: "Youth M",
      quantity: 2,
      print_name: "LEE",
      print_number: "12",
    };
    expect(lineWords(line)).toBe("2 × Game Jersey, Youth M, LEE #12");
    expect(lineWords({ ...line, print_number: "##", quantity: 1 })).toBe("1 × Game Jersey, Youth M, LEE ##");
    expect(lineWords({ ...line, size: null, print_name: null, print_number: null })).toBe("2 × Game Jersey");
  });

  it("counts who is still missing", () => {
    expect(waitingWords(0)).toBe("Everyone on the roster has ordered.");
    expect(waitingWords(1)).toBe("1 player has not ordered yet.");
    expect(waitingWords(4)).toBe("4 players have not ordered yet.");
  });
});
