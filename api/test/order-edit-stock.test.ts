import { productSizeOptions } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editStore } from "./order-edit-fixtures";

// Counted sizes move with an order's edit, in its transaction: what is added is taken off the
// shelf, what is removed goes back, and a size that is short refuses the whole edit by name.

describe(`stock when an order is edited (${testDatabaseEngine})`, () => {
  let store: Awaited<ReturnType<typeof editStore>>;
  beforeAll(async () => {
    store = await editStore();
    const { db, hoodie } = store;
    await db.insert(productSizeOptions).values([
      { productId: hoodie.id, size: "Adult L", stock: 5 },
      { productId: hoodie.id, size: "Adult XL", stock: 1 },
    ]);
  });
  afterAll(() => store?.server.stop());

  it("takes stock for added quantity and returns it for removed quantity", async () => {
    const { place, edit, lineOf, hoodie, stockOf } = store;
    const order = await place([{ product_id: hoodie.id, size: "Adult L", quantity: 2 }]);
    const before = (await stockOf(hoodie.id, "Adult L")) ?? 0;
    const line = lineOf(order, "Hoodie").id;

    expect((await edit(order.id, { lines: [{ id: line, quantity: 4 }] })).status).toBe(200);
    expect(await stockOf(hoodie.id, "Adult L")).toBe(before - 2);

    // A swap puts the old size back and takes the new one.
    const swapped = await edit(order.id, { lines: [{ id: line, size: "Adult XL", quantity: 1 }] });
    expect(swapped.data?.changes).toEqual(["Adult L → Adult XL on Hoodie, quantity 4 → 1"]);
    expect(await stockOf(hoodie.id, "Adult L")).toBe(before + 2);
    expect(await stockOf(hoodie.id, "Adult XL")).toBe(0);

    // Uncounted sizes (Adult XXL has only an upcharge) are not limited; removing returns the rest.
    const moved = await edit(order.id, {
      lines: [{ id: line, remove: true }],
      add: [{ product_id: hoodie.id, size: "Adult XXL", quantity: 3 }],
    });
    expect(moved.status, moved.error).toBe(200);
    expect(await stockOf(hoodie.id, "Adult XL")).toBe(1);
    expect(await stockOf(hoodie.id, "Adult XXL")).toBeNull();
  });

  it("refuses a short size by name and changes nothing", async () => {
    const { place, edit, lineOf, hoodie, stockOf, updates, edits } = store;
    const order = await place([{ product_id: hoodie.id, size: "Adult L", quantity: 1 }]);
    const left = { l: await stockOf(hoodie.id, "Adult L"), xl: await stockOf(hoodie.id, "Adult XL") };
    const res = await edit(order.id, {
      lines: [{ id: lineOf(order, "Hoodie").id, size: "Adult XL", quantity: 2 }],
    });
    expect(res.status).toBe(409);
    expect(res.error).toBe(
      'Not enough in stock: "Hoodie" in Adult XL (only 1 left). Choose another size or a smaller quantity.',
    );
    expect({ l: await stockOf(hoodie.id, "Adult L"), xl: await stockOf(hoodie.id, "Adult XL") }).toEqual(
      left,
    );
    expect(await updates(order.id)).toEqual([]);
    expect(await edits(order.id)).toEqual([]);
  });
});
