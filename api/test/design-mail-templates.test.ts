import { describe, expect, it } from "vitest";
import {
  customerAnsweredForStore,
  designStatusChangedForCustomer,
  proofReadyForCustomer,
  quotePricedForCustomer,
  quoteReceivedForCustomer,
} from "../src/mail/templates/design";

// What coaches and staff read about quotes and proofs: plain words, the link, escaped names.

const facts = {
  title: "Quote Q-2001",
  customerName: 'Casey "<Coach>"',
  teamName: "Tigers & Co",
  status: "proof_sent" as const,
  reviewUrl: "https://shop.example/review/abc123",
};

describe("quote and proof e-mails", () => {
  it("tells the coach a proof is ready, with the designer's words and the link, in both parts", () => {
    const mail = proofReadyForCustomer(facts, 2, "Bigger tiger.\nNew colours.");
    expect(mail.subject).toBe("Quote Q-2001: proof 2 is ready to review");
    expect(mail.text).toContain("Proof 2 of the artwork for Tigers & Co is ready for you to review.");
    expect(mail.text).toContain("From our designer: Bigger tiger.\nNew colours.");
    expect(mail.text).toContain("Review the proof:\nhttps://shop.example/review/abc123");
    expect(mail.html).toContain("Casey &quot;&lt;Coach&gt;&quot;");
    expect(mail.html).toContain("Tigers &amp; Co");
    expect(mail.html).toContain('href="https://shop.example/review/abc123"');
    expect(mail.html).not.toContain("<Coach>");
  });

  it("gives the price with two decimals and the store's message", () => {
    const mail = quotePricedForCustomer(facts, 1799.5, "Team discount applied.");
    expect(mail.subject).toBe("Quote Q-2001: your price is ready");
    expect(mail.text).toContain("Your quote for Tigers & Co is ready: $1,799.50.");
    expect(mail.text).toContain("Team discount applied.");
  });

  it("tells the store who answered and what they said", () => {
    const changes = customerAnsweredForStore(
      facts,
      "request_changes",
      "Make it red.",
      "https://shop.example/admin/quotes/1",
    );
    expect(changes.subject).toBe("Quote Q-2001 needs changes: Tigers & Co");
    expect(changes.text).toContain('Casey "<Coach>" (Tigers & Co) asked for changes to Quote Q-2001.');
    expect(changes.text).toContain("Their words: Make it red.");
    const approved = customerAnsweredForStore(facts, "approve", null, "https://shop.example/admin/quotes/1");
    expect(approved.subject).toBe("Quote Q-2001 approved: Tigers & Co");
  });

  it("says what a status change means", () => {
    const mail = designStatusChangedForCustomer({ ...facts, status: "in_production" });
    expect(mail.subject).toBe("Quote Q-2001: In production");
    expect(mail.text).toContain("Your order is in production.");
  });

  it("sends the coach a receipt that calls the estimate an estimate", () => {
    const mail = quoteReceivedForCustomer({
      ...facts,
      status: "new",
      email: "casey@example.com",
      phone: null,
      sport: "Baseball",
      packageName: "Pro",
      items: [{ name: "Cap", quantity: 12 }],
      rush: null,
      neededBy: "2030-04-01",
      players: 14,
      estimate: 1799,
      files: [],
    });
    expect(mail.text).toContain("Additional items: Cap × 12");
    expect(mail.text).toContain("Rush: Standard delivery");
    expect(mail.text).toContain("Estimate: $1,799.00");
    expect(mail.text).toContain("This is an estimate from our price list.");
  });
});
