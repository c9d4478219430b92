import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { adminApi, failProcedure, PNG_BYTES, signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";

interface LibraryImage {
  name: string;
  url: string;
  size: number;
}

const stamp = Date.now().toString(36);
const names = {
  first: `e2e-first-${stamp}.png`,
  second: `e2e-second-${stamp}.png`,
  dropped: `e2e-drop-${stamp}.png`,
};

const card = (page: Page, name: string) => page.getByTestId("image-card").filter({ hasText: name });
const showList = (page: Page) =>
  page.locator(".mantine-SegmentedControl-label").filter({ hasText: "List" }).click();
const table = (page: Page) => page.getByRole("table", { name: "Images" });
const tile = (page: Page, label: string) =>
  page.locator(".mantine-Paper-root").filter({ has: page.getByText(label, { exact: true }) });

async function library(api: APIRequestContext): Promise<LibraryImage[]> {
  const res = await api.get("/api/images");
  expect(res.ok()).toBe(true);
  return (await res.json()).data;
}

async function openImages(page: Page, query = "") {
  await signInAsAdmin(page);
  await page.goto(`/admin/images${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Manage Images" })).toBeVisible();
}

async function pickFiles(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Upload Image" }).click();
  await (await chooser).setFiles(files);
}

/** Answers the library's page as empty, letting the rest of the batch reach the server. */
async function emptyLibrary(page: Page) {
  await page.route("**/trpc/**images.adminList**", async (route) => {
    const procedures = new URL(route.request().url()).pathname.replace("/trpc/", "").split(",");
    const response = await route.fetch();
    const body: unknown = await response.json();
    const empty = { result: { data: { items: [], total: 0, page: 1, page_size: 25 } } };
    const json = Array.isArray(body)
      ? body.map((answer, i) => (procedures[i] === "images.adminList" ? empty : answer))
      : empty;
    await route.fulfill({ response, json });
  });
}

// One store for the whole file: the uploads of the first test are what the later ones use.
test.describe.configure({ mode: "serial" });

test.describe("manage images", () => {
  test("two images by the button and one by drop, each announced, then in the grid and the list", async ({
    page,
    request,
  }) => {
    await openImages(page);
    await pickFiles(page, [
      { name: names.first, mimeType: "image/png", buffer: PNG_BYTES },
      { name: names.second, mimeType: "image/png", buffer: PNG_BYTES },
    ]);
    await expect(card(page, names.first)).toBeVisible();
    await expect(card(page, names.second)).toBeVisible();
    await expect(page.getByText("File uploaded successfully!").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Upload Image" })).toBeEnabled();

    const dataTransfer = await page.evaluateHandle(
      ({ b64, name }) => {
        const transfer = new DataTransfer();
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        transfer.items.add(new File([bytes], name, { type: "image/png" }));
        return transfer;
      },
      { b64: PNG_BYTES.toString("base64"), name: names.dropped },
    );
    await page.getByTestId("image-drop-area").dispatchEvent("drop", { dataTransfer });
    await expect(card(page, names.dropped)).toBeVisible();
    await expect(card(page, names.first)).toContainText("Bytes");

    const stored = await library(await adminApi(request));
    for (const name of Object.values(names)) expect(stored.some((i) => i.name === name)).toBe(true);
    await expect(tile(page, "Total Images")).toContainText(String(stored.length));

    await showList(page);
    await expect(page).toHaveURL((url) => url.searchParams.get("view") === "list");
    await expect(table(page).locator("thead th")).toHaveText([
      /Preview/,
      /Name/,
      /Size/,
      /Upload Date/,
      /Actions/,
    ]);
    await expect(table(page).getByRole("row").filter({ hasText: names.second })).toBeVisible();
  });

  test("'Uploading...' while busy, and the browser refuses what is not an image", async ({ page }) => {
    await openImages(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/upload-image", async (route) => {
      await held;
      await route.fallback();
    });
    await pickFiles(page, [{ name: `e2e-slow-${stamp}.png`, mimeType: "image/png", buffer: PNG_BYTES }]);
    await expect(page.getByRole("button", { name: "Uploading..." })).toBeDisabled();
    // Held before the server, the bar may still be at 0 (no width): it is there, named for its file.
    await expect(page.getByText(`Uploading e2e-slow-${stamp}.png`)).toBeVisible();
    await expect(
      page.getByRole("progressbar", { name: `Upload progress of e2e-slow-${stamp}.png` }),
    ).toBeAttached();
    release();
    await expect(page.getByRole("button", { name: "Upload Image" })).toBeEnabled();
    await expect(card(page, `e2e-slow-${stamp}.png`)).toBeVisible();

    await pickFiles(page, [{ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") }]);
    await expect(page.getByText("Please select an image file", { exact: true })).toBeVisible();
  });

  test("Copy URL puts the full address on the clipboard and reads 'URL Copied!'", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openImages(page, `?search=${names.first}`);
    await card(page, names.first)
      .getByRole("button", { name: `Copy URL of ${names.first}` })
      .click();
    await expect(page.getByText("URL Copied!")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^${new URL(page.url()).origin}/uploads/images/`));
    await expect(page.getByText("URL Copied!")).toBeHidden({ timeout: 4000 });
  });

  test("Download saves the image under its name, and the details show its facts", async ({ page }) => {
    await openImages(page, `?search=${names.second}`);
    const download = page.waitForEvent("download");
    await card(page, names.second)
      .getByRole("button", { name: `Download ${names.second}` })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(names.second);
    expect(await readFile(await file.path())).toEqual(PNG_BYTES);

    await card(page, names.second)
      .getByRole("button", { name: `View ${names.second}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Image Details" });
    for (const label of ["File Name", "File Size", "Upload Date", "File Type"]) {
      await expect(dialog.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByText("PNG", { exact: true })).toBeVisible();
    await expect(dialog.getByText(`${PNG_BYTES.byteLength} Bytes`)).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Copy URL" })).toBeVisible();
  });

  test("search lives in the URL; nothing found is 'No images found'", async ({ page }) => {
    await openImages(page);
    await page.getByRole("textbox", { name: "Search images" }).fill(`E2E-FIRST-${stamp.toUpperCase()}`);
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("search") === `E2E-FIRST-${stamp.toUpperCase()}`,
    );
    await expect(card(page, names.first)).toBeVisible();
    await expect(card(page, names.second)).toHaveCount(0);
    await page.getByRole("textbox", { name: "Search images" }).fill(`e2e-`);
    await page.getByRole("combobox", { name: "Sort images" }).click();
    await page.getByRole("option", { name: "Name A–Z" }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("sort") === "name" && url.searchParams.get("dir") === "asc",
    );
    await expect(page.getByTestId("image-card").first()).toContainText(names.dropped);
    await page.getByRole("textbox", { name: "Search images" }).fill("nothing-is-called-this");
    await expect(page.getByText("No images found")).toBeVisible();
  });

  test("delete asks first; Cancel keeps the image, Delete removes it", async ({ page, request }) => {
    await openImages(page, `?search=${names.dropped}`);
    const remove = () => card(page, names.dropped).getByRole("button", { name: `Delete ${names.dropped}` });
    await remove().click();
    const confirm = page.getByRole("dialog", { name: `Delete ${names.dropped}` });
    await expect(confirm.getByText("Are you sure you want to delete this image?")).toBeVisible();
    await expect(confirm).not.toContainText("Used by");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await remove().click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(card(page, names.dropped)).toHaveCount(0);
    expect((await library(await adminApi(request))).some((i) => i.name === names.dropped)).toBe(false);
  });

  test("an image a product still shows is named in the delete question", async ({
    page,
    request,
    baseURL,
  }) => {
    const api = await adminApi(request);
    const image = (await library(api)).find((i) => i.name === names.first);
    if (!image) throw new Error("the first upload is missing");
    const products = (await (await api.get("/api/products")).json()).data as {
      id: string;
      name: string;
      description: string | null;
      price: number;
      category: string;
      image_url: string | null;
      in_stock: boolean | null;
    }[];
    const [product] = products;
    if (!product) throw new Error("the seed has no products");
    // A signed-in change must say which site it comes from, as the browser would.
    const headers = { origin: new URL(baseURL ?? "").origin };
    const { id, name, description, price, category, image_url, in_stock } = product;
    const put = await api.put(`/api/products/${id}`, {
      headers,
      data: {
        name,
        price,
        category,
        // A full address, as Copy URL gives and the product form asks for.
        image_url: `https://shop.example${image.url}`,
      },
    });
    expect(put.ok(), await put.text()).toBe(true);
    try {
      await openImages(page, `?search=${names.first}`);
      await card(page, names.first)
        .getByRole("button", { name: `Delete ${names.first}` })
        .click();
      const confirm = page.getByRole("dialog", { name: `Delete ${names.first}` });
      await expect(confirm).toContainText(`Used by product ${product.name}.`);
      await expect(confirm).toContainText("Are you sure you want to delete this image?");
      await confirm.getByRole("button", { name: "Cancel" }).click();
    } finally {
      // The product gets its own picture back: every later page of this run shows it.
      const restore = await api.put(`/api/products/${id}`, {
        headers,
        data: { name, description, price, category, image_url, ...(in_stock === null ? {} : { in_stock }) },
      });
      expect(restore.ok(), await restore.text()).toBe(true);
    }
  });

  test("a new store's library holds the store's own product and hero pictures, each once", async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);
    const stored = await library(api);
    for (const name of ["custom-sublimated-team-jersey.svg", "slide-1-1.svg"]) {
      const found = stored.filter((image) => image.name === name);
      expect(found, name).toHaveLength(1);
      const file = await request.get(found[0]?.url ?? "");
      expect(file.ok()).toBe(true);
      expect(await file.text()).toContain("<svg");
    }
    await openImages(page, "?search=slide-1-1");
    await expect(card(page, "slide-1-1.svg")).toBeVisible();
  });

  test("an empty library says how to start", async ({ page }) => {
    await signInAsAdmin(page);
    await emptyLibrary(page);
    await page.goto("/admin/images");
    await expect(page.getByText("No Images Yet")).toBeVisible();
    await expect(page.getByText("Upload your first image to get started")).toBeVisible();
  });

  test.describe("failures", () => {
    test.use({ expectedFailedRequests: ["/trpc/images", "/api/upload-image"] });

    test("a library that cannot be read shows the §8 message, and Retry loads it", async ({ page }) => {
      await signInAsAdmin(page);
      await failProcedure(page, "images.adminList", 500, "The database is not answering.");
      await page.goto("/admin/images");
      await expect(page.getByRole("alert")).toContainText(
        "Error fetching images: The database is not answering.",
      );
      await page.unrouteAll({ behavior: "wait" });
      await page.getByRole("button", { name: "Retry" }).click();
      await expect(card(page, names.first)).toBeVisible();
    });

    test("a refused upload and a refused delete say why", async ({ page }) => {
      await openImages(page, `?search=${names.second}`);
      await page.route("**/api/upload-image", (route) =>
        route.fulfill({ status: 500, json: { error: "The disk is full." } }),
      );
      await pickFiles(page, [{ name: `e2e-refused-${stamp}.png`, mimeType: "image/png", buffer: PNG_BYTES }]);
      await expect(page.getByText("Error uploading file: The disk is full.")).toBeVisible();

      await failProcedure(page, "images.delete", 500, "The file is locked.");
      await card(page, names.second)
        .getByRole("button", { name: `Delete ${names.second}` })
        .click();
      await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
      await expect(page.getByText("Error deleting image: The file is locked.")).toBeVisible();
      await expect(card(page, names.second)).toBeVisible();
    });
  });

  test("a phone sees the cards and can switch to the list", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openImages(page, `?search=${names.second}`);
    await expect(card(page, names.second)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await showList(page);
    await expect(table(page).getByRole("button", { name: `Delete ${names.second}` })).toBeVisible();
  });

  for (const scheme of colorSchemes) {
    test(`the grid, the list, the details and the delete question pass axe (${scheme})`, async ({ page }) => {
      await useScheme(page, scheme);
      await openImages(page, `?search=${names.second}`);
      await expect(card(page, names.second)).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectNoSeriousViolations(page, `images grid (${scheme})`);
      await card(page, names.second)
        .getByRole("button", { name: `View ${names.second}` })
        .click();
      await expect(page.getByRole("dialog", { name: "Image Details" })).toBeVisible();
      await expectNoSeriousViolations(page, `image details (${scheme})`);
      await page.keyboard.press("Escape");
      await showList(page);
      await expect(table(page)).toBeVisible();
      await expectNoSeriousViolations(page, `images list (${scheme})`);
      await table(page)
        .getByRole("button", { name: `Delete ${names.second}` })
        .click();
      await expect(page.getByText("Are you sure you want to delete this image?")).toBeVisible();
      await expectNoSeriousViolations(page, `delete question (${scheme})`);
    });
  }
});
