import type { APIRequestContext, Page } from "@playwright/test";
import { adminApi } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";

// The coach's private page over the demo's open store (the seed's Clanton Eagles 12U Baseball:
// 12 on the roster, 7 orders, 5 players without one).

const DEMO_STORE = "Clanton Eagles 12U Baseball";

/** A fresh coach link for the demo's open store, as staff send one (earlier links stop working). */
async function coachPathOfDemoStore(request: APIRequestContext): Promise<string> {
  const staff = await adminApi(request);
  const list = await staff.get(`/api/team-stores?search=${encodeURIComponent(DEMO_STORE)}&status=open`);
  expect(list.ok(), await list.text()).toBe(true);
  const store = ((await list.json()).data as { id: string; team_name: string }[]).find(
    (s) => s.team_name === DEMO_STORE,
  );
  if (!store) throw new Error("the demo's open team store is missing");
  const link = await staff.post(`/api/team-stores/${store.id}/coach-link`, {
    headers: { origin: test.info().project.use.baseURL ?? "" },
  });
  expect(link.ok(), await link.text()).toBe(true);
  return new URL((await link.json()).data.coach_url as string).pathname;
}

const section = (page: Page, name: string | RegExp) => page.getByRole("region", { name });

test.describe("the coach's page", () => {
  // An unknown link's read (404) and a second reminder (429) fail on purpose.
  test.use({ expectedFailedRequests: ["/trpc/coach."] });
  let coachPath = "";
  test.beforeAll(async ({ request }) => {
    coachPath = await coachPathOfDemoStore(request);
  });

  test("shows who has ordered and who has not, on a phone, and reminds once a day", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(coachPath);
    await expect(page.getByRole("heading", { level: 1, name: DEMO_STORE })).toBeVisible();
    await expect(page.getByText(/^Closes \w{3} \w{3} \d{1,2}, .* CT\.$/)).toBeVisible();
    await expect(page.getByTestId("countdown")).toHaveText(/left$/);

    const ordered = section(page, /Who has ordered \(7\)/);
    // On a phone each order is a block of its own (the table is for wider screens).
    await expect(ordered.getByText(/^Order #\d+$/).filter({ visible: true })).toHaveCount(7);
    const mason = ordered.getByRole("listitem").filter({ hasText: "Mason Reed" });
    await expect(mason).toContainText("Youth M, REED #1");
    await expect(mason).toContainText("Paid");
    await expect(page.locator("body")).not.toContainText("@example.com");

    const waiting = section(page, /Not ordered yet \(5\)/);
    for (const name of ["Jackson Hale", "Luke Ortiz", "Caleb Nash", "Henry Shaw", "Noah Fields"])
      await expect(waiting.getByText(name)).toBeVisible();

    const remind = section(page, "Remind families").getByRole("button", {
      name: "Remind those who haven't ordered",
    });
    await remind.click();
    // A first press sends (unless another test of this run already did today); a second says when next.
    await expect(
      page.getByText(/^(Reminder sent to 3 families\.|You can send the next reminder after)/),
    ).toBeVisible();
    await remind.click();
    await expect(page.getByRole("alert")).toContainText(
      /You can send the next reminder after \w{3} \w{3} \d{1,2}, .* CT\./,
    );

    const csv = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV" }).click();
    expect((await csv).suggestedFilename()).toMatch(/^eagles-12u-2027-orders-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  test("says plainly when the link is not valid", async ({ page }) => {
    await page.goto("/coach/not-a-real-link");
    await expect(page.getByRole("heading", { name: "This coach link is not valid" })).toBeVisible();
  });

  for (const width of [1280, 390]) {
    for (const scheme of colorSchemes) {
      test(`passes axe at ${width} px in ${scheme}`, async ({ page }) => {
        await useScheme(page, scheme);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(coachPath);
        await expect(section(page, /Not ordered yet/)).toBeVisible();
        await expectNoSeriousViolations(page, `coach page ${width} ${scheme}`);
        await page.screenshot({
          path: test.info().outputPath(`coach-${width}-${scheme}.png`),
          fullPage: true,
        });
      });
    }
  }
});
