import { adminApi } from "./admin";
import { expect, test } from "./fixtures";

// A grown catalogue: the shop draws its cards a batch at a time instead of all at once.
test("the shop shows 48 products at a time and the next batch on request", async ({ page, request }) => {
  const api = await adminApi(request);
  // Writes with the session cookie must say where they come from (the same-origin rule).
  const origin = String(test.info().project.use.baseURL);
  const created: string[] = [];
  try {
    const before = ((await (await api.get("/api/products")).json()).data as unknown[]).length;
    const extra = Math.max(0, 53 - before);
    for (let i = 0; i < extra; i += 1) {
      const res = await api.post("/api/products", {
        data: { name: `Batch Test Tee ${String(i).padStart(2, "0")}`, price: 10 + i, category: "t-shirts" },
        headers: { origin },
      });
      expect(res.status(), await res.text()).toBe(201);
      created.push((await res.json()).data.id);
    }
    const total = before + extra;
    await page.goto("/shop");
    const cards = page.getByRole("region", { name: "Products" }).getByRole("article");
    await expect(page.getByText(`Showing ${total} products`)).toBeVisible();
    await expect(cards).toHaveCount(48);
    await expect(page.getByText(`48 of ${total} shown`)).toBeVisible();
    await page.getByRole("button", { name: `Show ${total - 48} more products` }).click();
    await expect(cards).toHaveCount(total);
    await expect(page.getByRole("button", { name: /more products$/ })).toHaveCount(0);
    // Another search starts again from the first batch.
    await page.getByRole("searchbox", { name: "Search products" }).fill("Batch Test Tee");
    await expect(cards).toHaveCount(Math.min(extra, 48));
  } finally {
    for (const id of created) {
      const res = await api.delete(`/api/products/${id}`, { headers: { origin } });
      expect(res.ok()).toBe(true);
    }
  }
});
