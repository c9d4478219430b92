import { expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { openTeamStore } from "./team-store-factories";

// A store with an access code opens only with the code. A family's order on a phone, its change and
// its refusal after close are walked in team-store-journey.spec.ts; the rules are the API suite's.

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
