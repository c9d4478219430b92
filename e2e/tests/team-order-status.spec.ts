import type { APIRequestContext } from "@playwright/test";
import { signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { openTeamStore } from "./team-store-factories";

// Issue 37: a team's orders move with its production and everyone is told about the money. A
// parent on a phone sees the order ready in the team's words with what was paid and what is owed,
// where, when and whom to pay; staff on a laptop are warned of the money still owed before
// Complete, and the store's orders no longer sit in Home's "New orders".

const origin = () => String(test.info().project.use.baseURL);

/** An open store with the handout set, one family order (a payment of $10 on it), moved to ready. */
async function readyStoreWithOrder(request: APIRequestContext) {
  // openTeamStore signs `request` in as staff: the same client records the payment and moves the store.
  const store = await openTeamStore(request);
  const staff = request;
  const headers = { origin: origin() };
  const patched = await staff.patch(`/api/team-stores/${store.id}`, {
    headers,
    data: {
      handout_place: "Clanton Park, field 2",
      handout_when: "Tuesday practice, 5:30 PM",
      handout_by: "Coach Rivera",
    },
  });
  expect(patched.ok(), await patched.text()).toBe(true);
  const family = (await (await request.get(`/api/team-stores/by-slug/${store.slug}`)).json()).data as {
    items: { id: string; sizes: string[]; price: number }[];
  };
  const item = family.items[0];
  const placed = await request.post(`/api/team-stores/by-slug/${store.slug}/orders`, {
    headers,
    data: {
      customer: { name: "Robin Parent", email: `robin.${Date.now()}@example.com`, phone: "205-555-0142" },
      player_name: "Sam Lee",
      lines: [{ item_id: item?.id, size: item?.sizes[0], quantity: 1, name: "LEE", number: "12" }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const answer = (await placed.json()).data as {
    number: number;
    order_path: string;
    order: { id: string; total: number; tax: number };
  };
  const paid = await staff.post(`/api/orders/${answer.order.id}/payments`, {
    headers,
    data: { amount: 10, method: "cash" },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  for (const action of ["close", "start_production", "mark_ready"]) {
    const moved = await staff.post(`/api/team-stores/${store.id}/transitions`, { headers, data: { action } });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  return { store, ...answer, owed: answer.order.total - 10 };
}

const dollars = (n: number) => `$${n.toFixed(2)}`;

test("a parent's phone: the team order is ready in the team's words, with the balance and the handout", async ({
  page,
  request,
}) => {
  const ready = await readyStoreWithOrder(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(ready.order_path);
  const card = page.getByRole("region", { name: "Pickup and payment" });
  await expect(card.getByTestId("team-order-status")).toHaveText(
    "Ready for pickup with the Clanton Eagles 12U order",
  );
  const money = card.getByTestId("team-order-money");
  // A family's order is for the player's own use: taxed, even through a school's team (issue 39).
  await expect(money).toContainText(`Sales tax (Clanton, 4%)${dollars(ready.order.tax)}`);
  expect(ready.order.tax).toBeGreaterThan(0);
  await expect(money).toContainText(`Order total${dollars(ready.order.total)}`);
  await expect(money).toContainText("Paid so far$10.00");
  await expect(money).toContainText(`Balance due${dollars(ready.owed)}`);
  const handout = card.getByTestId("team-order-handout");
  await expect(handout).toContainText("WhereClanton Park, field 2");
  await expect(handout).toContainText("WhenTuesday practice, 5:30 PM");
  await expect(handout).toContainText("Handed out byCoach Rivera");
  await expect(handout).toContainText("Paid to Clanton Sports Apparel, not to Coach Rivera");
  for (const scheme of colorSchemes) {
    await useScheme(page, scheme);
    await expectNoSeriousViolations(page, `family's ready team order, 390 px (${scheme})`);
    await card.screenshot({ path: test.info().outputPath(`family-order-390-${scheme}.png`) });
  }
});

test("staff at 1280: Complete warns of the money still owed and needs a tick; Home's new orders leave the store's orders out", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const ready = await readyStoreWithOrder(request);
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Home: the store's order is ready for pickup, not a new order to work.
  await page.goto("/admin");
  const newOrders = page.getByRole("region", { name: "New orders", exact: true });
  await expect(newOrders.getByRole("heading", { name: "New orders" })).toBeVisible();
  await expect(newOrders).not.toContainText(`#${ready.number} `);

  await page.goto(`/admin/team-stores/${ready.store.id}`);
  await page.getByRole("button", { name: "Complete", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Complete?" });
  await expect(dialog.getByText(`1 family still owes ${dollars(ready.owed)}.`)).toBeVisible();
  const go = dialog.getByRole("button", { name: "Complete", exact: true });
  await expect(go).toBeDisabled();
  for (const scheme of colorSchemes) {
    await useScheme(page, scheme);
    await expectNoSeriousViolations(page, `Complete warning, 1280 px (${scheme})`);
    await page.screenshot({ path: test.info().outputPath(`complete-warning-1280-${scheme}.png`) });
  }
  await useScheme(page, "light");
  await dialog.getByRole("checkbox", { name: /Complete anyway/ }).check();
  await go.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Completed", { exact: true }).first()).toBeVisible();

  // The order reads picked up on its page, and its timeline says which step moved it.
  await page.goto(`/admin/orders/${ready.number}`);
  await expect(page.getByText("Clanton Eagles 12U was completed.")).toBeVisible();
});
