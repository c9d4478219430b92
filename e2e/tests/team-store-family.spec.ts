import { expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { waitForEmail } from "./mailbox";
import { moveTeamStore, openTeamStore } from "./team-store-factories";

// A family orders from its team's store on a phone, changes a size through its link, and finds the
// order read-only once the store has closed. The rules themselves are the API suite's subject.

test("a parent orders the player pack at 390 px, changes the size until close, and reads it after", async ({
  page,
  request,
}) => {
  const store = await openTeamStore(request);
  const [firstSize, secondSize] = store.jersey.sizes;
  await page.setViewportSize({ width: 390, height: 844 });
  await useScheme(page, "light");
  await page.goto(`/team/${store.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: "Clanton Eagles 12U" })).toBeVisible();
  await expect(page.getByText(/^closes \w{3} \w{3} \d{1,2}, \d{1,2}:\d{2} (AM|PM) CT$/)).toBeVisible();
  await expect(page.getByTestId("countdown")).toHaveText(/^\d+ days?, \d+ hours? left$/);
  await expect(page.getByText("Pay at pickup: cash, check or card in store")).toBeVisible();
  await expectNoSeriousViolations(page, "team store, light");

  const pack = page.getByRole("region", { name: "Player Pack" });
  await pack.getByLabel(`Size of ${store.jersey.name}`).selectOption(String(firstSize));
  await pack.getByLabel("Name to print").fill("lee");
  await pack.getByLabel("Number").fill("12");
  await pack.getByRole("button", { name: "Add Player Pack" }).click();
  const cart = page.getByRole("region", { name: "Team Cart" });
  await expect(cart.getByTestId("team-cart-line")).toContainText("prints LEE #12");

  await page.getByRole("combobox", { name: "Player's name" }).fill("Sam");
  await page.getByRole("option", { name: "Sam Lee" }).click();
  const email = `parent-${Date.now()}@example.com`;
  await page.getByLabel("Your Name").fill("Dana Lee");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Phone Number").fill("205-555-0123");
  await page.getByRole("button", { name: "Place Team Order" }).click();

  await expect(page.getByText(/^Thank you! Your Clanton Eagles 12U order #\d+ is placed\.$/)).toBeVisible();
  await expect(page.getByText("For Sam Lee")).toBeVisible();
  const mail = await waitForEmail(email, "printed LEE #12");
  expect(mail).toContain(`/team/${store.slug}/order/`);
  await expectNoSeriousViolations(page, "team order page, light");

  const line = page.getByTestId("team-order-line");
  await line.getByLabel(`Size of ${store.jersey.name}`).selectOption(String(secondSize));
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved. We e-mailed you the updated order.");
  await expect(line).toContainText(`${secondSize} · LEE #12`);

  await moveTeamStore(request, store.id, "close");
  await useScheme(page, "dark");
  await page.reload();
  await expect(page.getByText("Read only")).toBeVisible();
  await expect(page.getByText(/Changes are no longer possible/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Changes" })).toHaveCount(0);
  await expectNoSeriousViolations(page, "closed team order page, dark");
});

test.describe("access code", () => {
  // The wrong code's 404 is the store doing its job; Chromium logs the refused call.
  test.use({ expectedFailedRequests: ["/trpc/teamStores.enterStore"] });

  test("a store with an access code opens only with the code (dark, 1280 px)", async ({ page, request }) => {
    const store = await openTeamStore(request, "EAGLES");
    await useScheme(page, "dark");
    await page.goto(`/team/${store.slug}`);
    await expect(page.getByText("This team store needs its access code. Your coach has it.")).toBeVisible();
    await page.getByLabel("Access code").fill("hawks");
    await page.getByRole("button", { name: "Open the Store" }).click();
    await expect(page.getByRole("alert")).toContainText("We could not find a team store at this link.");
    await expectNoSeriousViolations(page, "access code, dark");
    await page.getByLabel("Access code").fill("eagles");
    await page.getByRole("button", { name: "Open the Store" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Clanton Eagles 12U" })).toBeVisible();
    await expectNoSeriousViolations(page, "team store, dark");
  });
});
