import type { Page } from "@playwright/test";
import { adminApi, failProcedure, signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { approvedQuote } from "./team-store-quotes";

// Staff make a team store from an approved quote, add an item, open it, and find it in the list;
// the list and the store page pass axe in both schemes, on a laptop and a phone.

const stamp = Date.now().toString(36);
const team = `Store Hornets ${stamp}`;
const slug = `hornets-${stamp}`;
const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

async function checkBothSchemes(page: Page, what: string) {
  for (const scheme of colorSchemes) {
    await useScheme(page, scheme);
    await expectNoSeriousViolations(page, `${what} (${scheme})`);
  }
  await useScheme(page, "light");
}

test.describe("team stores in the portal", () => {
  test("from an approved quote: make the store, add an item, open it, see it in the list", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const quote = await approvedQuote(request, team);
    await signInAsAdmin(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/admin/quotes/${quote.id}`);
    await section(page, "Status").getByRole("button", { name: "Open a team store" }).click();

    const create = page.getByRole("dialog", { name: "Add New Team Store" });
    // The quote is picked; the link is suggested from its team's name, the dates are Central time.
    await expect(create.getByRole("combobox", { name: "Approved quote" })).toHaveValue(new RegExp(team));
    const link = create.getByRole("textbox", { name: "Store link" });
    await expect(link).toHaveValue(new RegExp(`^store-hornets-${stamp}`));
    await expect(create.getByText("Central time (Clanton, AL)").first()).toBeVisible();
    await link.fill(slug);
    await create.getByRole("button", { name: "Add Team Store" }).click();

    await expect(page).toHaveURL(/\/admin\/team-stores\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: team })).toBeVisible();
    await expect(page.getByText("Draft", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Preview as a family" })).toHaveAttribute(
      "href",
      `/team/${slug}`,
    );

    // One more item, refused below the catalogue's price, then added above it.
    const items = page.getByRole("region", { name: /^Items \(\d+\)$/ });
    const before = Number(((await items.getByRole("heading").textContent()) ?? "").replace(/\D/g, ""));
    await items.getByRole("button", { name: "Add item" }).click();
    const item = page.getByRole("dialog", { name: "Add New Item" });
    await item.getByRole("combobox", { name: "Product" }).click();
    await page.getByRole("option").first().click();
    const price = item.getByRole("textbox", { name: "Store price" });
    const catalogue = Number((await price.inputValue()).replace(/[$,]/g, ""));
    await price.fill(String(catalogue - 1));
    await item.getByRole("button", { name: "Add Item" }).click();
    await expect(item).toContainText("cannot be below the catalogue price");
    await price.fill(String(catalogue + 5));
    await item.getByRole("button", { name: "Add Item" }).click();
    await expect(item).toBeHidden();
    await expect(section(page, `Items (${before + 1})`)).toBeVisible();
    await checkBothSchemes(page, "a draft store's page at 1280");

    // Open now, after saying what happens.
    await page.getByRole("button", { name: "Open now" }).click();
    const open = page.getByRole("dialog", { name: "Open now?" });
    await expect(open).toContainText("Families can order from the store link at once");
    await open.getByRole("button", { name: "Open now" }).click();
    await expect(open).toBeHidden();
    await expect(page.getByText("Open", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Close early" })).toBeVisible();

    // Once open, the link and dates stay; the message to families can still change.
    await page.getByRole("button", { name: "Edit settings" }).click();
    const settings = page.getByRole("dialog", { name: "Edit Store Settings" });
    await expect(settings.getByRole("textbox", { name: "Store link" })).toBeDisabled();
    await settings
      .getByRole("textbox", { name: "Message to families" })
      .fill("Pickup Saturday after practice.");
    await settings.getByRole("button", { name: "Update Store Settings" }).click();
    await expect(settings).toBeHidden();
    await expect(page.getByText("The store's settings were saved.")).toBeVisible();

    // The list finds it, open, with its figures.
    await page.getByRole("link", { name: "All team stores" }).click();
    await page.getByRole("textbox", { name: "Search team stores" }).fill(stamp);
    const row = page.getByRole("row").filter({ hasText: team });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Open");
    await expect(row).toContainText("$0.00");
    await checkBothSchemes(page, "the team stores list at 1280");

    // On a phone the list and the page still read and pass.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousViolations(page, "the team stores list at 390");
    await row.getByRole("link", { name: `Open the store of ${team}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: team })).toBeVisible();
    await expectNoSeriousViolations(page, "an open store's page at 390");
  });

  test("a store in production: its batch papers, the moves left, late orders apart (the demo seed)", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/admin/team-stores?status=in_production");
    await page.getByRole("link", { name: "Open the store of Chilton County Thunder 14U Softball" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Chilton County Thunder 14U Softball" }),
    ).toBeVisible();
    const id = new URL(page.url()).pathname.split("/").pop();
    await expect(page.getByText("In production", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark ready" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Reopen" })).toHaveCount(0);
    const papers = section(page, "Batch downloads");
    await expect(papers.getByRole("link", { name: "Production sheet" })).toHaveAttribute(
      "href",
      `/api/team-stores/${id}/batches/1/production-sheet.pdf`,
    );
    await expect(papers.getByRole("link", { name: "Bag labels" })).toHaveAttribute(
      "href",
      `/api/team-stores/${id}/batches/1/bag-labels.pdf`,
    );
    const orders = section(page, "Orders");
    await expect(orders.getByRole("heading", { name: /^Batch 1 \(\d+\)$/ })).toBeVisible();
    await expect(orders.getByRole("heading", { name: "Batch 2: late orders (0)" })).toBeVisible();
    await expect(orders.getByRole("button", { name: "Add a late order" })).toBeVisible();
    await checkBothSchemes(page, "a store in production at 1280");
    await page.getByRole("button", { name: "Mark ready" }).click();
    await expect(page.getByRole("dialog", { name: "Mark ready?" })).toContainText(
      "Every family who ordered gets an e-mail",
    );
    await page.getByRole("button", { name: "Keep as is" }).click();
  });

  test.describe("when the server refuses", () => {
    test.use({ expectedFailedRequests: ["/trpc/teamStores.transition"] });

    test("a refusal to open for lack of an approved proof offers the override, which is sent", async ({
      page,
      request,
    }) => {
      // A draft with one item, made through the API; the server's refusal (a store from a quote whose
      // proof is not approved, see api/test/team-stores-lifecycle.test.ts) is played by the browser.
      const staff = await adminApi(request);
      const headers = { origin: String(test.info().project.use.baseURL) };
      const [product] = (await (await request.get("/api/products")).json()).data as {
        id: string;
        price: number;
      }[];
      const day = 24 * 60 * 60 * 1000;
      const made = await staff.post("/api/team-stores", {
        headers,
        data: {
          slug: `owls-${stamp}`,
          team_name: `Owls ${stamp}`,
          sport: "Baseball",
          coach_name: "Coach Owl",
          coach_email: "owl@example.com",
          opens_at: new Date(Date.now() + day).toISOString(),
          closes_at: new Date(Date.now() + 10 * day).toISOString(),
          items: [{ product_id: product?.id, price: product?.price }],
        },
      });
      expect(made.status(), await made.text()).toBe(201);
      const store = (await made.json()).data as { id: string };

      await signInAsAdmin(page);
      await page.goto(`/admin/team-stores/${store.id}`);
      await failProcedure(
        page,
        "teamStores.transition",
        409,
        "The artwork of Q-2001 has no approved proof yet. Open the store once the coach approves a proof, or open it anyway with override_proof (it is recorded).",
      );
      await page.getByRole("button", { name: "Open now" }).click();
      const dialog = page.getByRole("dialog", { name: "Open now?" });
      const confirm = dialog.getByRole("button", { name: "Open now" });
      await confirm.click();
      await expect(dialog.getByRole("alert")).toHaveText(
        "The artwork of Q-2001 has no approved proof yet. Tick the box below to open it anyway; it is written in the audit log.",
      );
      await expect(confirm).toBeDisabled();
      await page.unroute("**/trpc/**teamStores.transition**");
      await dialog.getByRole("checkbox", { name: /Open without an approved proof/ }).check();
      const sent = page.waitForRequest((r) => r.url().includes("teamStores.transition"));
      await confirm.click();
      expect((await sent).postData()).toContain('"override_proof":true');
      await expect(dialog).toBeHidden();
      await expect(page.getByText("Open", { exact: true })).toBeVisible();
    });
  });
});
