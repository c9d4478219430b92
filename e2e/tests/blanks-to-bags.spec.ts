import type { APIRequestContext, Page } from "@playwright/test";
import { adminApi, signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";

// From a frozen batch to finished bags (issue 42): a closed team store's blanks ordered from two
// suppliers in one click, a delivery counted in on a phone with a piece short, the job scheduled
// and moved to ready by keyboard on the board, and the family's order reading "Ready for pickup".

const origin = () => String(test.info().project.use.baseURL);
const DAY = 24 * 60 * 60 * 1000;
const password = "blanks-to-bags-words";

interface Supplier {
  id: string;
  name: string;
}

async function supplierNamed(api: APIRequestContext, name: string): Promise<Supplier> {
  const res = await api.get(`/api/suppliers?search=${encodeURIComponent(name)}`);
  expect(res.ok(), await res.text()).toBe(true);
  const found = ((await res.json()).data as Supplier[]).find((s) => s.name === name);
  if (!found) throw new Error(`the seed has no supplier ${name}`);
  return found;
}

/**
 * A seeded product the seed maps to the supplier in every size (the shared app's shop lists only
 * the seed's products: this spec adds none), with its price and mapped sizes.
 */
async function mappedProduct(api: APIRequestContext, supplier: Supplier, not?: string) {
  const listed = await api.get(`/api/product-blanks?state=mapped&supplier_id=${supplier.id}&page_size=50`);
  expect(listed.ok(), await listed.text()).toBe(true);
  const rows = (await listed.json()).data as { id: string; name: string; sizes: number }[];
  const row = rows.find((r) => r.sizes >= 2 && r.id !== not);
  if (!row) throw new Error(`the seed maps no sized product to ${supplier.name}`);
  const blanks = (await (await api.get(`/api/products/${row.id}/blanks`)).json()).data as {
    sizes: { size: string; blank: unknown }[];
  };
  const product = (await (await api.get(`/api/products/${row.id}`)).json()).data as { price: number };
  return {
    id: row.id,
    name: row.name,
    price: product.price,
    sizes: blanks.sizes.filter((s) => s.blank).map((s) => s.size),
  };
}

/** A team store with a jersey (S&S) and a hoodie (SanMar), two families' orders, then closed and frozen. */
async function frozenStore(api: APIRequestContext, stamp: string) {
  const headers = { origin: origin() };
  const jersey = await mappedProduct(api, await supplierNamed(api, "S&S Activewear"));
  const hoodie = await mappedProduct(api, await supplierNamed(api, "SanMar"), jersey.id);
  const slug = `bags-${stamp}`;
  const created = await api.post("/api/team-stores", {
    headers,
    data: {
      slug,
      team_name: `Jemison Bags ${stamp}`,
      sport: "baseball",
      coach_name: "Coach Rivera",
      coach_email: "rivera@example.com",
      opens_at: new Date(Date.now() - DAY).toISOString(),
      closes_at: new Date(Date.now() + 7 * DAY).toISOString(),
      items: [
        { product_id: jersey.id, price: Math.ceil(jersey.price) + 5, sizes: jersey.sizes.slice(0, 3) },
        { product_id: hoodie.id, price: Math.ceil(hoodie.price) + 5, sizes: hoodie.sizes.slice(0, 3) },
      ],
      players: [{ name: "Sam Lee" }, { name: "Alex Ortiz" }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const storeId = (await created.json()).data.id as string;
  const move = async (action: string) => {
    const res = await api.post(`/api/team-stores/${storeId}/transitions`, { headers, data: { action } });
    expect(res.ok(), await res.text()).toBe(true);
  };
  await move("open");
  const family = (await (await api.get(`/api/team-stores/by-slug/${slug}`)).json()).data as {
    items: { id: string; sizes: string[] }[];
  };
  const orderPaths: string[] = [];
  for (const [n, player] of ["Sam Lee", "Alex Ortiz"].entries()) {
    const placed = await api.post(`/api/team-stores/by-slug/${slug}/orders`, {
      headers,
      data: {
        customer: { name: `Parent ${n}`, email: `bags.${stamp}.${n}@example.com`, phone: "205-555-0142" },
        player_name: player,
        lines: family.items.map((item) => ({ item_id: item.id, size: item.sizes[n], quantity: 2 })),
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    orderPaths.push((await placed.json()).data.order_path as string);
  }
  await move("close");
  await move("start_production");
  return { storeId, teamName: `Jemison Bags ${stamp}`, orderPaths };
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.context().clearCookies();
  const res = await page.request.post("/api/auth/login", { data: account, headers: { origin: origin() } });
  expect(res.ok(), await res.text()).toBe(true);
}

test("a closed store's blanks ordered from two suppliers, counted in on a phone, scheduled and ready by keyboard", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const api = await adminApi(request);
  const store = await frozenStore(api, stamp);
  const production = { email: `floor-${stamp}@example.com`, password };
  const staff = await api.post("/api/staff-accounts", {
    data: { ...production, role: "production" },
    headers: { origin: origin() },
  });
  expect(staff.status(), await staff.text()).toBe(201);

  // The batch's screen-print job, made at close: it follows the blanks from here.
  const made = await api.post("/api/production/jobs", {
    headers: { origin: origin() },
    data: { store_id: store.storeId, batch: 1, process: "screen_print" },
  });
  expect(made.status(), await made.text()).toBe(201);
  const job = (await made.json()).data as { id: string; label: string };
  // The manager's desk: what to order, by supplier, then one click.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await page.goto("/admin/production");
  await page.getByRole("link", { name: `Order blanks, ${store.teamName} batch 1` }).click();
  await expect(page.getByRole("table", { name: "Need from S&S Activewear" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Need from SanMar" })).toBeVisible();
  await page.getByRole("button", { name: "Create purchase orders" }).click();
  await expect(page.getByText("Drafted", { exact: true })).toBeVisible();
  const links = page.getByRole("link", { name: /^PO-\d+$/ });
  await expect(links).toHaveCount(2);
  const drafts: { id: string; supplier_name: string }[] = [];
  for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute("href") ?? ""))) {
    const id = href.split("/").pop() ?? "";
    const po = await api.get(`/api/purchase-orders/${id}`);
    expect(po.ok(), await po.text()).toBe(true);
    drafts.push((await po.json()).data as { id: string; supplier_name: string });
  }
  expect(drafts.map((d) => d.supplier_name).sort()).toEqual(["S&S Activewear", "SanMar"]);
  for (const draft of drafts) {
    const sent = await api.post(`/api/purchase-orders/${draft.id}/send`, {
      headers: { origin: origin() },
      data: {},
    });
    expect(sent.ok(), await sent.text()).toBe(true);
  }

  // The door, on a phone: the S&S box is one jersey short; SanMar's all arrived.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, production);
  const [ss, sanmar] = [
    drafts.find((d) => d.supplier_name === "S&S Activewear"),
    drafts.find((d) => d.supplier_name === "SanMar"),
  ];
  await page.goto(`/admin/purchase-orders/${ss?.id}/receive`);
  const cards = page.locator("section[aria-label]");
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  for (let i = 0; i < count; i++) {
    const label = (await cards.nth(i).getAttribute("aria-label")) ?? "";
    await page.getByRole("button", { name: `All arrived, ${label}` }).click();
  }
  const firstLabel = (await cards.first().getAttribute("aria-label")) ?? "";
  await page.getByRole("button", { name: `One fewer, ${firstLabel}` }).click();
  await cards
    .first()
    .getByRole("textbox", { name: /^Short 1: why\?/ })
    .fill("Backordered at the warehouse");
  await page.getByRole("button", { name: "Save count" }).click();
  await expect(page.getByText(/Partly received/).first()).toBeVisible();
  await expectNoSeriousViolations(page, "receiving on a phone");
  await page.goto(`/admin/purchase-orders/${sanmar?.id}/receive`);
  await expect(cards.first()).toBeVisible();
  for (let i = 0; i < (await cards.count()); i++) {
    const label = (await cards.nth(i).getAttribute("aria-label")) ?? "";
    await page.getByRole("button", { name: `All arrived, ${label}` }).click();
  }
  await page.getByRole("button", { name: "Save count" }).click();
  await expect(page.getByText(/^Received$/).first()).toBeVisible();

  // The floor: the batch's screen-print job, scheduled and moved to ready by keyboard.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/production");
  await page.getByRole("tab", { name: "Calendar" }).click();
  const schedule = page.getByRole("button", { name: `Schedule ${job.label} on…` });
  await schedule.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  const monday = nextMonday();
  await dialog.getByLabel("Day").fill(monday);
  await dialog.getByLabel("Day").press("Enter");
  await expect(page.getByText(new RegExp(`^${job.label} is on ${monday}\\.$`))).toBeVisible();

  await page.getByRole("tab", { name: "Board" }).click();
  const column = (name: string) => page.getByRole("region", { name });
  const card = (name: string) => column(name).getByRole("article", { name: new RegExp(`^${job.label} `) });
  // Sent, and one jersey still to come: the job waits in "Blanks ordered".
  await expect(card("Blanks ordered")).toBeVisible();
  await page.getByRole("button", { name: `Move ${job.label} to…` }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "In production" }).focus();
  await page.keyboard.press("Enter");
  await expect(card("In production")).toBeVisible();
  // One jersey never came: ready asks why, and takes the reason.
  await page.getByRole("button", { name: `Move ${job.label} to…` }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "Ready" }).focus();
  await page.keyboard.press("Enter");
  const why = page.getByRole("dialog", { name: `Mark ${job.label} ready with goods short` });
  await why.getByRole("textbox", { name: "Reason" }).fill("Last jersey handed out next week");
  await why.getByRole("button", { name: "Mark ready" }).click();
  await expect(card("Ready")).toBeVisible();

  // The families' orders say ready, in the team's words.
  for (const path of store.orderPaths) {
    await page.goto(path);
    await expect(page.getByText("Ready for pickup").first()).toBeVisible();
  }

  for (const scheme of colorSchemes) {
    await useScheme(page, scheme);
    await page.goto(`/admin/purchase-orders/${ss?.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, `purchase order page (${scheme})`);
    await page.goto(`/admin/purchase-orders/new?batch=${store.storeId}:1`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, `what to order (${scheme})`);
  }
});

/** The next Monday after today, as YYYY-MM-DD: a production day by default. */
function nextMonday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7 || 7));
  return day.toISOString().slice(0, 10);
}
