import type { APIRequestContext, Page } from "@playwright/test";
import { adminApi, PNG_BYTES, signInAsAdmin } from "./admin";
import { expect, test } from "./fixtures";

// A product's picture, uploaded or picked from the library inside the product dialog, then seen
// on the storefront. Everything made here is removed again: every e2e file shares one store.

interface LibraryImage {
  name: string;
  url: string;
}

const stamp = Date.now().toString(36);
const product = `E2E Pictured Tee ${stamp}`;
const uploadedName = `e2e-product-upload-${stamp}.png`;
const libraryName = `e2e-product-library-${stamp}.png`;

const formDialog = (page: Page, title: string) => page.getByRole("dialog", { name: title });
const rowOf = (page: Page, name: string) =>
  page.getByRole("table", { name: "Products" }).getByRole("row").filter({ hasText: name });

async function libraryImage(api: APIRequestContext, name: string): Promise<LibraryImage | undefined> {
  const all: LibraryImage[] = (await (await api.get("/api/images")).json()).data;
  return all.find((image) => image.name === name);
}

async function productsNamed(api: APIRequestContext, name: string) {
  const res = await api.get(`/api/products/admin?search=${encodeURIComponent(name)}`);
  return (await res.json()).data as { id: string; name: string; image_url: string | null }[];
}

async function openProducts(page: Page) {
  await signInAsAdmin(page);
  await page.goto(`/admin/products?search=${encodeURIComponent(product)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Manage Products" })).toBeVisible();
}

test.describe.configure({ mode: "serial" });

test.describe("a product's picture from the image library", () => {
  test.afterAll(async ({ request, baseURL }) => {
    const api = await adminApi(request);
    const headers = { origin: new URL(baseURL ?? "").origin };
    for (const p of await productsNamed(api, product)) await api.delete(`/api/products/${p.id}`, { headers });
    for (const name of [uploadedName, libraryName]) {
      if (await libraryImage(api, name))
        await api.delete(`/api/images/${encodeURIComponent(name)}`, { headers });
    }
  });

  test("an image uploaded inside the Add dialog becomes the product's picture, on the shop too", async ({
    page,
    request,
  }) => {
    await openProducts(page);
    await page.getByRole("button", { name: "Add Product" }).click();
    const dialog = formDialog(page, "Add New Product");
    await dialog.getByRole("textbox", { name: "Product Name" }).fill(product);
    await dialog.getByRole("textbox", { name: "Price" }).fill("19.99");

    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "Upload New Image" }).click();
    await (await chooser).setFiles({ name: uploadedName, mimeType: "image/png", buffer: PNG_BYTES });
    await expect(page.getByText("File uploaded successfully!").first()).toBeVisible();
    const url = dialog.getByRole("textbox", { name: "Image URL" });
    await expect(url).toHaveValue(/^\/uploads\/images\/.+\.png$/);
    const uploadedUrl = await url.inputValue();

    await dialog.getByRole("button", { name: "Add Product" }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, product)).toBeVisible();

    const api = await adminApi(request);
    expect((await libraryImage(api, uploadedName))?.url).toBe(uploadedUrl);
    const [stored] = await productsNamed(api, product);
    expect(stored?.image_url).toBe(uploadedUrl);
    const bytes = await (await request.get(uploadedUrl)).body();
    expect(bytes.equals(PNG_BYTES)).toBe(true);

    await page.goto("/shop");
    await expect(page.getByRole("img", { name: product })).toHaveAttribute("src", uploadedUrl);
  });

  test("Choose from Library lists the images; a click swaps the picture, saved by Update", async ({
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
    const picked = (await upload.json()).data as LibraryImage;

    await openProducts(page);
    await rowOf(page, product).getByRole("button", { name: /Edit/ }).click();
    const dialog = formDialog(page, "Edit Product");
    const browse = dialog.getByRole("button", { name: "Choose from Library" });
    await expect(browse).toHaveAttribute("aria-expanded", "false");
    await browse.click();
    await dialog.getByRole("textbox", { name: "Search the image library" }).fill(libraryName);
    const choice = dialog.getByRole("button", { name: `Use ${libraryName}` });
    await expect(choice).toHaveAttribute("aria-pressed", "false");
    await expect(dialog.getByRole("button", { name: `Use ${uploadedName}` })).toBeHidden();
    await choice.click();
    await expect(dialog.getByRole("textbox", { name: "Image URL" })).toHaveValue(picked.url);
    // Picking closes the library again.
    await expect(dialog.getByRole("button", { name: "Choose from Library" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );

    await dialog.getByRole("button", { name: "Update Product" }).click();
    await expect(dialog).toBeHidden();
    const [stored] = await productsNamed(api, product);
    expect(stored?.image_url).toBe(picked.url);

    await page.goto("/shop");
    await expect(page.getByRole("img", { name: product })).toHaveAttribute("src", picked.url);
  });

  test("a file that is not an image is refused beside the field, and nothing is uploaded", async ({
    page,
    request,
  }) => {
    await openProducts(page);
    await rowOf(page, product).getByRole("button", { name: /Edit/ }).click();
    const dialog = formDialog(page, "Edit Product");
    const before = await dialog.getByRole("textbox", { name: "Image URL" }).inputValue();
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "Upload New Image" }).click();
    await (await chooser).setFiles({
      name: `notes-${stamp}.txt`,
      mimeType: "text/plain",
      buffer: Buffer.from("hi"),
    });
    await expect(dialog.getByText("Please select an image file")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Image URL" })).toHaveValue(before);
    expect(await libraryImage(await adminApi(request), `notes-${stamp}.txt`)).toBeUndefined();
  });
});
