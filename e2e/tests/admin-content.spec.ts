import type { APIRequestContext, Page } from "@playwright/test";
import { adminApi, failProcedure, signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test, waitsForApp } from "./fixtures";
import { e2eAdmin } from "./staff";

interface Item {
  id: string;
  page_name: string;
  section_name: string;
  content_key: string;
  content_type: string;
  content_value: string | null;
}

const dialog = (page: Page) => page.getByRole("dialog", { name: /^(Add New Content|Edit Content)$/ });
const heroImage = (page: Page) => page.getByRole("region", { name: "Featured collections" }).locator("img");

async function openContent(page: Page, query = "") {
  await signInAsAdmin(page);
  await page.goto(`/admin/website-content${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Website Content" })).toBeVisible();
}

async function heroItem(api: APIRequestContext, key: string): Promise<Item> {
  const res = await api.get("/api/website-content?page_name=home&section_name=hero");
  const item = ((await res.json()).data as Item[]).find((i) => i.content_key === key);
  if (!item) throw new Error(`no ${key}`);
  return item;
}

test.describe("website content", () => {
  test("tiles, grouped sections with counts, Expand All and Collapse All", async ({ page, request }) => {
    const stats = (await (await (await adminApi(request)).get("/api/website-content/stats")).json()).data;
    await openContent(page);
    for (const [label, value] of [
      ["Total Content Items", stats.total],
      ["Pages", stats.pages],
      ["Sections", stats.sections],
      ["Images", stats.images],
    ]) {
      await expect(
        page.locator(".mantine-Paper-root").filter({ has: page.getByText(label, { exact: true }) }),
      ).toContainText(String(value));
    }
    await expect(page.getByText(`${stats.total} items`)).toBeVisible();
    await expect(page.getByRole("button", { name: /home Page/ })).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("table", { name: "home / hero" })).toBeVisible();
    await page.getByRole("button", { name: "Collapse All" }).click();
    await expect(page.getByRole("button", { name: /home Page/ })).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("table", { name: "home / hero" })).toBeHidden();
    await page.getByRole("button", { name: "Expand All" }).click();
    await expect(page.getByRole("table", { name: "home / vendors" })).toBeVisible();
  });

  test("search and the page and section selects narrow the list and live in the URL", async ({ page }) => {
    await openContent(page);
    await page.getByRole("textbox", { name: "Search content" }).fill("badger");
    await expect(page).toHaveURL((url) => url.searchParams.get("search") === "badger");
    await expect(page.getByText("1 item", { exact: true })).toBeVisible();
    await page.getByRole("textbox", { name: "Search content" }).fill("nothing-like-this");
    await expect(page.getByText("No content found")).toBeVisible();
    await page.goto("/admin/website-content?page_name=home&section_name=vendors");
    await expect(page.getByRole("table", { name: "home / vendors" })).toBeVisible();
    await expect(page.getByRole("table", { name: "home / hero" })).toHaveCount(0);
  });

  test("editing a hero picture shows on the home page at once", async ({ page, request }) => {
    const api = await adminApi(request);
    const before = await heroItem(api, "slide_1_image_1");
    try {
      await openContent(page, "?page_name=home&section_name=hero");
      await page.getByRole("button", { name: "Edit Content slide_1_image_1" }).click();
      await expect(dialog(page)).toHaveAccessibleName("Edit Content");
      const value = dialog(page).getByRole("textbox", { name: "Content Value" });
      await expect(value).toHaveValue(before.content_value ?? "");
      await value.fill("/images/hero/slide-3-3.svg");
      await expect(dialog(page).getByRole("img", { name: "Preview of the image address" })).toHaveAttribute(
        "src",
        "/images/hero/slide-3-3.svg",
      );
      await dialog(page).getByRole("button", { name: "Update Content" }).click();
      await expect(dialog(page)).toBeHidden();
      await expect(page.getByText("Saved home / hero / slide_1_image_1.")).toBeVisible();
      // Opened again, the form names this change and who made it, from the audit log.
      await page.getByRole("button", { name: "Edit Content slide_1_image_1" }).click();
      await expect(dialog(page).getByTestId("last-change")).toContainText(e2eAdmin.email);
      await dialog(page).getByRole("button", { name: "Cancel" }).click();

      const shopper = await page.context().browser()?.newContext();
      if (!shopper) throw new Error("no browser");
      const home = waitsForApp(await shopper.newPage());
      await home.goto("/");
      await expect(heroImage(home).first()).toHaveAttribute("src", "/images/hero/slide-3-3.svg");
      await shopper.close();
    } finally {
      // Put the picture back: other tests of this run see the seeded home page.
      const { id, ...fields } = before;
      const origin = new URL(page.url()).origin;
      const put = await api.put(`/api/website-content/${id}`, {
        data: {
          page_name: fields.page_name,
          section_name: fields.section_name,
          content_key: fields.content_key,
          content_type: fields.content_type,
          content_value: fields.content_value,
        },
        headers: { origin },
      });
      expect(put.ok()).toBe(true);
    }
  });

  test("adding checks JSON before saving, then the item can be deleted after the question", async ({
    page,
  }) => {
    await openContent(page);
    await page.getByRole("button", { name: "Add New Content" }).click();
    await expect(dialog(page)).toHaveAccessibleName("Add New Content");
    await dialog(page).getByRole("button", { name: "Add Content" }).click();
    await expect(dialog(page).getByText("Page name is required.")).toBeVisible();
    await dialog(page).getByRole("combobox", { name: "Page Name" }).fill("about");
    await dialog(page).getByRole("combobox", { name: "Section Name" }).fill("e2e");
    const key = `note_${Date.now()}`;
    await dialog(page).getByRole("textbox", { name: "Content Key" }).fill(key);
    await dialog(page).getByRole("combobox", { name: "Content Type" }).click();
    await page.getByRole("option", { name: "JSON Data" }).click();
    await dialog(page).getByRole("textbox", { name: "Content Value" }).fill("{not json");
    await dialog(page).getByRole("button", { name: "Add Content" }).click();
    await expect(dialog(page).getByText(/Content value must be valid JSON/)).toBeVisible();
    await dialog(page).getByRole("textbox", { name: "Content Value" }).fill('{"ok": true}');
    // The site reads no item there: the form says so before saving, the answer after.
    await expect(dialog(page).getByRole("status")).toContainText(
      "The site does not use this page, section and key",
    );
    await dialog(page).getByRole("button", { name: "Add Content" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByText(`Added about / e2e / ${key}, but the site does not show it`)).toBeVisible();
    await expect(page.getByRole("table", { name: "about / e2e" })).toContainText(key);

    await page.getByRole("button", { name: `Delete Content ${key}` }).click();
    const confirm = page.getByRole("dialog", { name: `Delete about / e2e / ${key}` });
    await expect(confirm.getByText("Are you sure you want to delete this content item?")).toBeVisible();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("table", { name: "about / e2e" })).toHaveCount(0);
  });

  test.describe("when the list cannot be read", () => {
    test.use({ expectedFailedRequests: ["/trpc/content"] });
    test("shows 'Error fetching content: …' and Retry loads it", async ({ page }) => {
      await signInAsAdmin(page);
      await failProcedure(page, "content.adminList", 500, "The database is not answering.");
      await page.goto("/admin/website-content");
      await expect(page.getByRole("alert")).toContainText(
        "Error fetching content: The database is not answering.",
      );
      await page.unrouteAll({ behavior: "wait" });
      await page.getByRole("button", { name: "Retry" }).click();
      await expect(page.getByRole("table", { name: "home / hero" })).toBeVisible();
    });
  });

  for (const scheme of colorSchemes) {
    test(`the screen and its form pass axe (${scheme})`, async ({ page }) => {
      await useScheme(page, scheme);
      await openContent(page);
      await page.waitForLoadState("networkidle");
      await expectNoSeriousViolations(page, `content (${scheme})`);
      await page.getByRole("button", { name: "Edit Content slide_1_image_1" }).click();
      await expect(dialog(page)).toBeVisible();
      await expectNoSeriousViolations(page, `content form (${scheme})`);
    });
  }
});
