import type { APIRequestContext, Page } from "@playwright/test";
import { adminApi, PNG_BYTES, signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { type ApiProduct, apiProducts, headerCart, savedCart } from "./shop-helpers";

// Issue 26 on a phone: a product's gallery, related products, the quantity picker, the
// added-to-cart confirmation, and a size guide that opens the chart of the product's garment.
// The jersey is made here through the API (and removed again: every e2e file shares one store).

type GalleryProduct = ApiProduct & { gallery: string[]; image_url: string | null };

const stamp = Date.now().toString(36);
const jersey = {
  name: `E2E Gallery Jersey ${stamp}`,
  description: "A jersey with three pictures.",
  price: 40,
  category: "apparel",
  image_url: "/images/products/custom-sublimated-team-jersey.svg",
  gallery: ["/images/designs/design-1.svg", "/images/designs/design-15.svg"],
};

async function createJersey(
  request: APIRequestContext,
  baseURL: string | undefined,
): Promise<GalleryProduct> {
  const api = await adminApi(request);
  const res = await api.post("/api/products", {
    data: jersey,
    headers: { origin: new URL(baseURL ?? "").origin },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data as GalleryProduct;
}

const main = (page: Page) => page.getByRole("main");
const addButton = (page: Page) => main(page).getByRole("button", { name: "Add to Cart" });
const pickSize = (page: Page, size: string) =>
  page.getByRole("group", { name: /^Size/ }).getByText(size, { exact: true }).click();

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "serial" });

let product: GalleryProduct;

test.beforeAll(async ({ request, baseURL }) => {
  product = await createJersey(request, baseURL);
});

const libraryName = `e2e-gallery-${stamp}.png`;

test.afterAll(async ({ request, baseURL }) => {
  const api = await adminApi(request);
  const headers = { origin: new URL(baseURL ?? "").origin };
  await api.delete(`/api/products/${product.id}`, { headers });
  await api.delete(`/api/images/${encodeURIComponent(libraryName)}`, { headers });
});

test("a thumbnail shows its picture; 3 in one size go into the cart with a confirmation; related products link on", async ({
  page,
  request,
}) => {
  await page.goto(`/shop/${product.id}`);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();

  // The gallery: the main picture first, a pressed thumbnail per picture.
  const thumbs = page.getByRole("list", { name: `Pictures of ${product.name}` }).getByRole("button");
  await expect(thumbs).toHaveCount(3);
  await expect(thumbs.first()).toHaveAttribute("aria-pressed", "true");
  await thumbs.nth(1).click();
  await expect(thumbs.nth(1)).toHaveAttribute("aria-pressed", "true");
  await expect(thumbs.first()).toHaveAttribute("aria-pressed", "false");
  await expect(main(page).getByRole("img", { name: `${product.name}, picture 2 of 3` })).toHaveAttribute(
    "src",
    jersey.gallery[0] ?? "",
  );
  // By keyboard too: the third thumbnail is a button that Enter presses.
  await thumbs.nth(2).focus();
  await page.keyboard.press("Enter");
  await expect(main(page).getByRole("img", { name: `${product.name}, picture 3 of 3` })).toHaveAttribute(
    "src",
    jersey.gallery[1] ?? "",
  );

  // Three at once, in one size; the confirmation names them and focus stays where it was.
  await pickSize(page, "Adult M");
  await main(page).getByRole("textbox", { name: "Quantity" }).fill("3");
  await addButton(page).click();
  const confirmation = main(page).getByRole("status").filter({ hasText: "Added to your cart" });
  await expect(confirmation).toContainText(`Added to your cart: 3 × ${product.name}, Adult M`);
  await expect(main(page).getByRole("button", { name: /^(Add to Cart|Added)$/ })).toBeFocused();
  await expect(headerCart(page, 3)).toBeVisible();
  await expect
    .poll(() => savedCart(page))
    .toEqual([expect.objectContaining({ id: product.id, quantity: 3, size: "Adult M" })]);
  await expect(confirmation.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/checkout");
  for (const scheme of colorSchemes) {
    await useScheme(page, scheme);
    await expectNoSeriousViolations(page, `product page with its confirmation (${scheme}, 390 px)`);
  }
  await confirmation.getByRole("button", { name: "View cart" }).click();
  const drawer = page.getByRole("dialog", { name: "Your Cart" });
  await expect(drawer.getByRole("listitem", { name: `${product.name}, Adult M` })).toBeVisible();
  await drawer.getByRole("button", { name: "Close cart" }).click();

  // Related: others of its category, as the server picks them, each a link to its page.
  const related = (await (await request.get(`/api/products/${product.id}/related`)).json())
    .data as ApiProduct[];
  expect(related.length).toBeGreaterThan(0);
  const section = page.getByRole("region", { name: "You may also like" });
  await expect(section.getByRole("article")).toHaveCount(related.length);
  const [first] = related;
  await section.getByRole("article", { name: first?.name }).getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(`/shop/${first?.id}`);
  await expect(page.getByRole("heading", { level: 1, name: first?.name })).toBeVisible();
});

test("a T-shirt's size guide opens the tee chart, a jersey's the jersey chart", async ({ page, request }) => {
  const tee = (await apiProducts(request)).find((p) => p.category === "t-shirts" && p.sizes.length > 0);
  if (!tee) throw new Error("the seed has a t-shirt sold in sizes");

  await page.goto(`/shop/${tee.id}`);
  await expect(page.getByRole("heading", { level: 1, name: tee.name })).toBeVisible();
  const teeGuide = main(page).getByRole("button", { name: "Size guide: T-shirts" });
  await teeGuide.click();
  const dialog = page.getByRole("dialog", { name: "Size guide: T-shirts" });
  await expect(dialog.getByRole("table", { name: "T-shirts" })).toBeVisible();
  await expect(dialog.getByRole("table", { name: "Jerseys" })).toHaveCount(0);
  for (const scheme of colorSchemes) {
    await useScheme(page, scheme);
    await expectNoSeriousViolations(page, `the tee size guide (${scheme}, 390 px)`);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(teeGuide).toBeFocused();

  await page.goto(`/shop/${product.id}`);
  await main(page).getByRole("button", { name: "Size guide: Jerseys" }).click();
  const jerseyDialog = page.getByRole("dialog", { name: "Size guide: Jerseys" });
  await expect(jerseyDialog.getByRole("table", { name: "Jerseys" })).toBeVisible();
  await expect(jerseyDialog.getByRole("link", { name: "The full baseball sizing guide" })).toHaveAttribute(
    "href",
    "/sizing-info/baseball",
  );
});

test("staff reorder, remove and add gallery pictures from the image library", async ({
  page,
  request,
  baseURL,
}) => {
  const api = await adminApi(request);
  const upload = await api.post("/api/upload-image", {
    headers: { origin: new URL(baseURL ?? "").origin },
    multipart: { image: { name: libraryName, mimeType: "image/png", buffer: PNG_BYTES } },
  });
  expect(upload.status()).toBe(201);
  const picked = (await upload.json()).data as { url: string };

  await signInAsAdmin(page);
  await page.goto(`/admin/products?search=${encodeURIComponent(product.name)}`);
  const row = page
    .getByRole("table", { name: "Products" })
    .getByRole("row")
    .filter({ hasText: product.name });
  await row.getByRole("button", { name: "Edit Product" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Product" });
  const gallery = dialog.getByRole("list", { name: "Gallery pictures" }).getByRole("listitem");
  await expect(gallery).toHaveCount(2);
  await dialog.getByRole("button", { name: "Move picture 2 earlier" }).click();
  await expect(gallery.first()).toContainText("design-15.svg");
  await dialog.getByRole("button", { name: "Remove picture 2" }).click();
  await dialog.getByRole("button", { name: "Add from Library" }).click();
  await dialog.getByRole("textbox", { name: "Search the image library" }).fill(libraryName);
  await dialog.getByRole("button", { name: `Use ${libraryName}` }).click();
  await expect(gallery).toHaveCount(2);
  for (const scheme of colorSchemes) {
    await useScheme(page, scheme);
    await expectNoSeriousViolations(page, `the product form's gallery (${scheme}, 390 px)`);
  }
  await dialog.getByRole("button", { name: "Update Product" }).click();
  await expect(dialog).toBeHidden();

  const stored = (await (await request.get(`/api/products/${product.id}`)).json()).data as GalleryProduct;
  expect(stored.gallery).toEqual([jersey.gallery[1], picked.url]);
});
