import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { customArtworkSubmissions, type Database, orders, products, quotes } from "@store/db";
import { seedDatabase } from "@store/db/seed";
import { createTestDatabase } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeOrder } from "../src/domains/checkout/place-order";
import { checkoutInput } from "../src/domains/checkout/schemas";
import { requestQuote } from "../src/domains/quotes/request-quote";
import { quoteFormInput } from "../src/domains/quotes/schemas";
import { createArtworkSubmission } from "../src/domains/submissions/create-artwork";
import { artworkFormInput } from "../src/domains/submissions/schemas";
import { CommitAnswerLost } from "../src/errors/commit-answer-lost";
import { localStorage } from "../src/storage/local";
import { mail, request } from "./quote-fixtures";

// A database that stores each transaction and then loses its COMMIT's answer, as PostgreSQL
// stopping at that moment does. With an idempotency key the store finds its own record and
// answers as a success (the contact and artwork forms always did; orders and quotes did not).
function answerLostAfterCommit(db: Database): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== "transaction") return Reflect.get(target, property, receiver);
      return async (work: Parameters<Database["transaction"]>[0]) => {
        await target.transaction(work);
        throw new CommitAnswerLost(new Error("connection ended during COMMIT"));
      };
    },
  });
}

const pdf = () => new File([new TextEncoder().encode("%PDF-1.7\n")], "logo.pdf", { type: "application/pdf" });

describe("a create whose COMMIT's answer was lost", () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  let uploads: string;
  const caller = { address: "192.0.2.9" };
  const count = async (table: typeof orders | typeof quotes | typeof customArtworkSubmissions) =>
    (await handle.db.select().from(table)).length;
  const storedFiles = async () => readdir(path.join(uploads, "artwork")).catch(() => []);

  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedDatabase(handle.db);
    uploads = await mkdtemp(path.join(os.tmpdir(), "lost-commit-"));
  });
  afterAll(async () => {
    await handle.close();
    await rm(uploads, { recursive: true, force: true });
  });

  async function anOrder(email: string) {
    const [product] = await handle.db.select().from(products).limit(1);
    if (!product) throw new Error("no product is seeded");
    return checkoutInput.parse({
      customer: { name: "Pat Coach", email, phone: "205-555-0142" },
      fulfilment: { method: "pickup" },
      lines: [{ product_id: product.id, size: product.sizes[0], quantity: 1 }],
    });
  }

  it("an order with a key answers with the order it stored, once", async () => {
    const input = await anOrder("pat@example.com");
    const before = await count(orders);
    const options = { caller, idempotencyKey: "lost-commit-order-1", mail, input };

    const placed = await placeOrder({ db: answerLostAfterCommit(handle.db), ...options });
    expect(placed.replayed).toBe(false);
    expect(placed.order.customer_email).toBe("pat@example.com");
    expect(await count(orders)).toBe(before + 1);

    const retried = await placeOrder({ db: handle.db, ...options });
    expect(retried).toMatchObject({ replayed: true, order: { id: placed.order.id } });
    expect(await count(orders)).toBe(before + 1);
  });

  it("without a key the loss is still an error: nothing tells whether it was stored", async () => {
    const input = await anOrder("sam@example.com");
    await expect(
      placeOrder({ db: answerLostAfterCommit(handle.db), input, caller, mail }),
    ).rejects.toBeInstanceOf(CommitAnswerLost);
  });

  it("a quote request with a key answers with the quote it stored, its file kept", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(request())) {
      form.append(name, typeof value === "string" ? value : JSON.stringify(value));
    }
    form.append("files", pdf());
    form.append("idempotency_key", "lost-commit-quote-1");
    const input = await quoteFormInput.parseAsync(form);
    const before = { quotes: await count(quotes), files: (await storedFiles()).length };

    const first = await requestQuote({
      db: answerLostAfterCommit(handle.db),
      storage: localStorage(uploads),
      caller,
      input,
      mail,
    });
    expect(first.replayed).toBe(false);
    expect(await count(quotes)).toBe(before.quotes + 1);
    expect(await storedFiles()).toHaveLength(before.files + 1);

    const retried = await requestQuote({
      db: handle.db,
      storage: localStorage(uploads),
      caller,
      input,
      mail,
    });
    expect(retried).toMatchObject({ replayed: true, answer: { id: first.answer.id } });
    expect(await count(quotes)).toBe(before.quotes + 1);
  });

  it("an artwork request with a key answers with the request it stored, its file kept", async () => {
    const form = new FormData();
    form.append("name", "Casey Coach");
    form.append("email", "casey@example.com");
    form.append("team_name", "Clanton Tigers");
    form.append("products_interested", "Hoodies");
    form.append("artwork_details", "Tiger head on the chest.");
    form.append("files", pdf());
    form.append("idempotency_key", "lost-commit-artwork-1");
    const input = await artworkFormInput.parseAsync(form);
    const before = { rows: await count(customArtworkSubmissions), files: (await storedFiles()).length };

    const first = await createArtworkSubmission({
      db: answerLostAfterCommit(handle.db),
      storage: localStorage(uploads),
      caller,
      input,
      mail,
    });
    expect(first.replayed).toBe(false);
    expect(first.value.uploaded_design_url).toContain("/uploads/artwork/");
    expect(await count(customArtworkSubmissions)).toBe(before.rows + 1);
    expect(await storedFiles()).toHaveLength(before.files + 1);

    const retried = await createArtworkSubmission({
      db: handle.db,
      storage: localStorage(uploads),
      caller,
      input,
      mail,
    });
    expect(retried).toMatchObject({ replayed: true, value: { id: first.value.id } });
  });
});
