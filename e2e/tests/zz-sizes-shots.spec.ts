import { adminApi, signInAsAdmin } from "./admin";
import { test } from "./fixtures";

test("shots", async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const api = await adminApi(request);
  const res = await api.post("/api/products", {
    data: {
      name: "Shot Home Jersey",
      price: 19.99,
      category: "apparel",
      sizes: ["Youth M", "Adult S", "Adult M", "Adult L", "Adult XL", "Adult XXL"],
      size_options: [
        { size: "Adult S", stock: 0 },
        { size: "Adult XL", stock: 2, upcharge: 1 },
        { size: "Adult XXL", upcharge: 2 },
      ],
    },
    headers: { origin: new URL(baseURL ?? "").origin },
  });
  const id = (await res.json()).data.id;
  await signInAsAdmin(page);
  for (const width of [1280, 390]) {
    for (const scheme of ["light", "dark"] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
      await page.goto(`/shop/${id}`);
      await page.getByRole("group", { name: /^Size/ }).getByText("Adult XXL").click();
      await page.screenshot({ path: `/tmp/sizes-shots/product-${width}-${scheme}.png` });
      await page.goto(`/shop?q=Shot`);
      await page.getByRole("button", { name: /Choose a size of Shot/ }).click();
      await page.waitForTimeout(600);
      await page.screenshot({ path: `/tmp/sizes-shots/shop-${width}-${scheme}.png` });
      await page.goto(`/admin/products?search=Shot`);
      await page.getByRole("row").filter({ hasText: "Shot Home Jersey" }).getByRole("button", { name: "Edit Product" }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Product" });
      await dialog.getByRole("textbox", { name: "Upcharge for Adult M" }).fill("-1");
      await dialog.getByRole("button", { name: "Update Product" }).click();
      await dialog.getByRole("group", { name: "Price and stock by size" }).scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/sizes-shots/form-${width}-${scheme}.png` });
    }
  }
});
