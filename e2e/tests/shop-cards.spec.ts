import { expect, test } from "./fixtures";
import {
  addButton,
  apiProducts,
  categoryRadio,
  headerCart,
  productCards,
  savedCart,
  showing,
} from "./shop-helpers";

// The shop's cards: grid and list views, what a card shows, adding to the cart, small screens.

test.describe("views and cards", () => {
  test("the grid/list toggle lays products out in rows and is remembered", async ({ page }) => {
    await page.goto("/shop");
    const grid = page.getByRole("button", { name: "Grid view" });
    const list = page.getByRole("button", { name: "List view" });
    await expect(grid).toHaveAttribute("aria-pressed", "true");
    await expect(productCards(page).first()).toBeVisible();

    const left = async (i: number) => (await productCards(page).nth(i).boundingBox())?.x;
    const top = async (i: number) => (await productCards(page).nth(i).boundingBox())?.y;
    expect(await top(0)).toBe(await top(1)); // side by side
    expect(await left(0)).not.toBe(await left(1));

    await list.click();
    await expect(list).toHaveAttribute("aria-pressed", "true");
    await expect(grid).toHaveAttribute("aria-pressed", "false");
    await expect.poll(() => left(1)).toBe(await left(0)); // one under the other
    expect(await top(1)).toBeGreaterThan((await top(0)) ?? 0);

    await page.reload();
    await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");
  });

  test("a card shows picture, name, description, category and price with a dollar sign", async ({
    page,
    request,
  }) => {
    const product = (await apiProducts(request)).find(
      (p) => p.in_stock !== false && p.description && p.sizes.length === 0,
    );
    if (!product?.description) throw new Error("no described one-size product in stock");
    await page.goto("/shop");
    const card = page.getByRole("article", { name: product.name });
    await expect(card.getByRole("img", { name: product.name })).toHaveAttribute("width", "400");
    await expect(card.getByRole("heading", { name: product.name })).toBeVisible();
    await expect(card).toContainText(product.description.slice(0, 30));
    await expect(card.getByText(`$${product.price.toFixed(2)}`)).toBeVisible();
    await expect(card.getByRole("button", { name: `Add ${product.name} to cart` })).toBeEnabled();
  });

  test("a card's name and picture lead to the product's page", async ({ page, request }) => {
    const product = (await apiProducts(request)).find((p) => p.in_stock !== false);
    if (!product) throw new Error("nothing in stock");
    await page.goto("/shop");
    const card = page.getByRole("article", { name: product.name });
    await card.getByRole("heading", { name: product.name }).getByRole("link").click();
    await expect(page).toHaveURL(`/shop/${product.id}`);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await page.goBack();
    await page.getByRole("article", { name: product.name }).getByRole("img", { name: product.name }).click();
    await expect(page).toHaveURL(`/shop/${product.id}`);
  });

  test("the first row's pictures load at once (they are the largest paint), the rest when scrolled near", async ({
    page,
  }) => {
    await page.goto("/shop");
    const pictures = productCards(page).getByRole("img");
    await expect(pictures.first()).toBeVisible();
    const loading = await pictures.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("loading")));
    expect(loading.slice(0, 4)).toEqual(["eager", "eager", "eager", "eager"]);
    expect(new Set(loading.slice(4))).toEqual(new Set(["lazy"]));
  });

  test("an out-of-stock product is marked and cannot be added", async ({ page, request }) => {
    const soldOut = (await apiProducts(request)).find((p) => p.in_stock === false);
    if (!soldOut) throw new Error("seed has no out-of-stock product");
    await page.goto("/shop");
    const card = page.getByRole("article", { name: soldOut.name });
    await expect(card.getByText("Out of stock")).toBeVisible();
    await expect(addButton(page, soldOut)).toBeDisabled();
  });
});

test.describe("add to cart", () => {
  test("adding the same product twice makes one line of quantity 2, kept after a reload", async ({
    page,
    request,
  }) => {
    const product = (await apiProducts(request)).find((p) => p.in_stock !== false && p.sizes.length === 0);
    if (!product) throw new Error("no one-size product in stock");
    await page.goto("/shop");
    const button = page.getByRole("button", { name: `Add ${product.name} to cart` });

    await button.click();
    await expect(button).toHaveText("Added"); // the shopper sees it worked...
    await expect(button).toHaveText(/Add to Cart/); // ...and the button is ready again
    await button.click();

    const expected = [
      expect.objectContaining({ id: product.id, name: product.name, size: null, quantity: 2 }),
    ];
    await expect(headerCart(page, 2)).toBeVisible();
    await expect.poll(() => savedCart(page)).toEqual(expected);
    await page.reload();
    await expect(productCards(page).first()).toBeVisible();
    await expect(headerCart(page, 2)).toBeVisible();
    expect(await savedCart(page)).toEqual(expected);

    // After the reload the store carries on from the saved cart rather than starting again.
    await page.getByRole("button", { name: `Add ${product.name} to cart` }).click();
    await expect(headerCart(page, 3)).toBeVisible();
    await expect
      .poll(() => savedCart(page))
      .toEqual([expect.objectContaining({ id: product.id, quantity: 3 })]);
  });

  test("a product sold in sizes asks for the size from a small panel, by mouse or keyboard", async ({
    page,
    request,
  }) => {
    const product = (await apiProducts(request)).find(
      (p) => p.in_stock !== false && p.sizes.includes("Adult M") && p.sizes.includes("Youth L"),
    );
    if (!product) throw new Error("no sized product in stock");
    await page.goto("/shop");
    const button = addButton(page, product);
    await expect(button).toHaveText(/Choose Size/);

    await button.click();
    const panel = page.getByRole("dialog", { name: `Choose a size of ${product.name}` });
    await expect(panel.getByRole("button")).toHaveCount(product.sizes.length);
    await panel.getByRole("button", { name: "Adult M", exact: true }).click();
    await expect(panel).toBeHidden();
    await expect(
      page.getByRole("status").filter({ hasText: `${product.name}, Adult M, added to cart` }),
    ).toHaveCount(1);
    await expect(headerCart(page, 1)).toBeVisible();

    // The keyboard way: open with Enter, Tab to a size, Enter; Escape closes without adding.
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    // Escape closes the panel from inside it: wait for its focus trap to take the focus (a moment
    // later on a busy machine), as a person's next key comes after they see it.
    await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    await panel.getByRole("button", { name: "Youth L", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(headerCart(page, 2)).toBeVisible();
    await expect
      .poll(() => savedCart(page))
      .toEqual([
        expect.objectContaining({ id: product.id, size: "Adult M", quantity: 1 }),
        expect.objectContaining({ id: product.id, size: "Youth L", quantity: 1 }),
      ]);
  });

  test("the first press from the keyboard opens the size panel, and Escape brings focus back", async ({
    page,
    request,
  }) => {
    const product = (await apiProducts(request)).find((p) => p.in_stock !== false && p.sizes.length > 0);
    if (!product) throw new Error("no sized product in stock");
    await page.goto("/shop");
    const button = addButton(page, product);
    // Focus starts fetching the panel's code; the press opens it from the same button.
    await button.focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("dialog", { name: `Choose a size of ${product.name}` });
    await expect(panel).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(panel.getByRole("button").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the button reads 'Add' and the filters open from a Filters button", async ({ page, request }) => {
    const all = await apiProducts(request);
    const product = all.find((p) => p.in_stock !== false && p.sizes.length === 0);
    if (!product) throw new Error("no one-size product in stock");
    await page.goto("/shop");

    const button = page.getByRole("button", { name: `Add ${product.name} to cart` });
    await expect(button).toHaveText("Add", { useInnerText: true });

    // Two cards per row on a phone.
    const first = await productCards(page).nth(0).boundingBox();
    const second = await productCards(page).nth(1).boundingBox();
    expect(first?.y).toBe(second?.y);

    await expect(categoryRadio(page, "Hoodies")).toBeHidden();
    await page.getByRole("button", { name: "Filters" }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await sheet.getByRole("radio", { name: "Hoodies" }).check();
    const hoodies = all.filter((p) => p.category === "hoodies");
    await sheet.getByRole("button", { name: showing(hoodies.length).replace("Showing", "Show") }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByText(showing(hoodies.length))).toBeVisible();
    await expect(page).toHaveURL(/category=hoodies/);
  });
});
