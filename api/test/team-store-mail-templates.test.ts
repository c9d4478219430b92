import { describe, expect, it } from "vitest";
import { teamOrderPlacedForCustomer } from "../src/mail/templates/team-orders";
import {
  receivingWords,
  teamStoreClosedSummary,
  teamStoreOpenedForCoach,
  teamStoreOrderReady,
  teamStoreReminder,
} from "../src/mail/templates/team-stores";

// The team store's e-mails as people read them: what typed text can and cannot do in them, and the
// words each distribution gives a family.

const typed = 'Eagles <script>alert("x")</script>\r\nBcc: all@example.com';

describe("team store e-mails", () => {
  it("escape what staff and families typed, and keep subjects on one line", () => {
    const mails = [
      teamStoreOpenedForCoach({
        teamName: typed,
        coachName: typed,
        storeUrl: "https://shop.example/team/eagles",
        accessCode: "<b>GO</b>",
        closesWords: "Fri Mar 6, 8:00 PM CT",
        coachUrl: "https://shop.example/coach/abc",
        qrUrl: "https://shop.example/api/coach/abc/qr.png",
        flyerUrl: "https://shop.example/api/coach/abc/flyer.pdf",
      }),
      teamStoreReminder({
        playerName: typed,
        teamName: typed,
        storeUrl: "https://shop.example/team/eagles",
        accessCode: null,
        closesWords: "Fri Mar 6, 8:00 PM CT",
        from: "coach",
        coachName: typed,
      }),
      teamStoreClosedSummary({
        teamName: typed,
        coachName: typed,
        closedWords: "Fri Mar 6, 8:00 PM CT",
        orders: 3,
        pieces: 7,
        fundraising: 35,
        notOrdered: [typed],
      }),
      teamStoreOrderReady({
        customerName: typed,
        playerName: typed,
        teamName: typed,
        orderNumber: 1042,
        distribution: "team_pickup",
        fulfilment: "pickup",
      }),
    ];
    for (const mail of mails) {
      expect(mail.html).not.toContain("<script>");
      expect(mail.html).not.toContain("<b>GO</b>");
      expect(mail.subject).not.toMatch(/[\r\n]/);
    }
    expect(mails[0]?.html).toContain('<a href="https://shop.example/coach/abc"');
    // The coach's share kit: the QR code to show at practice, the flyer to print.
    expect(mails[0]?.html).toContain('<img src="https://shop.example/api/coach/abc/qr.png"');
    expect(mails[0]?.html).toContain('<a href="https://shop.example/api/coach/abc/flyer.pdf"');
    expect(mails[0]?.text).toContain(
      "Print the flyer for families:\nhttps://shop.example/api/coach/abc/flyer.pdf",
    );
    expect(mails[0]?.text).toContain("Families enter the access code <b>GO</b> to open it.");
    expect(mails[2]?.text).toContain("Fundraising: $35.00");
  });

  it("tell each family how the items reach them", () => {
    expect(receivingWords("team_pickup", "delivery")).toBe(
      "The team picks up every player's bag together; your coach will hand out the bags.",
    );
    expect(receivingWords("team_delivery", "pickup")).toBe(
      "We deliver every player's bag to the team; your coach will hand out the bags.",
    );
    expect(receivingWords("buyer_chooses", "delivery")).toBe(
      "We are delivering your order to the address you gave.",
    );
    expect(receivingWords("buyer_chooses", "pickup")).toBe(
      "Pick up your order at Clanton Sports Apparel, 1105 7th Street N, Clanton, AL 35045.",
    );
  });

  it("show a family's sales tax above the total, and none when there is none", () => {
    const facts = {
      number: 2001,
      teamName: "Eagles",
      customerName: "Sam",
      playerName: "Jo",
      lines: [{ name: "Jersey", size: "YM", quantity: 1, printName: "JO", printNumber: "7", lineTotal: 30 }],
      tax: 2.7,
      taxLabel: "Sales tax (Clanton, 9%)",
      total: 32.7,
      paymentWords: "Pay at pickup: cash, check or card in store",
      distributionWords: "Pick up at the store",
      closesInWords: "closes Fri Mar 6, 8:00 PM CT",
      orderUrl: "https://shop.clanton.example/team/eagles/order/t",
      canChange: true,
    };
    const taxed = teamOrderPlacedForCustomer(facts);
    expect(taxed.text).toContain("Sales tax (Clanton, 9%): $2.70\nTotal: $32.70");
    expect(taxed.html).toContain("Sales tax (Clanton, 9%): $2.70");
    expect(teamOrderPlacedForCustomer({ ...facts, tax: 0, total: 30 }).text).not.toContain("Sales tax");
  });
});
