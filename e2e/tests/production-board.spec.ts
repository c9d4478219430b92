import { adminApi, signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";

// The production board and calendar (issue 42): a job added from a batch, a job moved through its
// stages by keyboard (the drag handle, then the "Move to…" menu), ready with goods short asking for
// a reason, a job put on a day off with an override; axe clean in both schemes. Its own order, so
// the demo's store keeps its status for the other specs.

const DEMO_STORE = "Chilton County Thunder 14U Softball";

// The day off is refused once (409) before the override: the browser logs that answer.
test.use({ expectedFailedRequests: ["productionJobs.schedule"] });

test("jobs on the board by keyboard, ready with a reason, a day off by override", async ({
  page,
  request,
}) => {
  // Three screens in two schemes checked by axe, after the flow itself.
  test.setTimeout(120_000);
  const origin = String(test.info().project.use.baseURL);
  const api = await adminApi(request);
  const products = (await (await api.get("/api/products")).json()).data as { id: string }[];
  const placed = await api.post("/api/checkout", {
    data: {
      customer: { name: "Board Tester", email: "board.tester@example.com", phone: "205-555-0142" },
      fulfilment: { method: "pickup" },
      lines: [{ product_id: products[0]?.id, quantity: 2, size: "Adult M" }],
    },
    headers: { origin },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { number } = (await placed.json()).data as { number: number };
  const order = (await (await api.get(`/api/orders/by-number/${number}`)).json()).data.order as {
    id: string;
  };
  const created = await api.post("/api/production/jobs", {
    data: { order_id: order.id, process: "heat_transfer" },
    headers: { origin },
  });
  expect(created.status(), await created.text()).toBe(201);
  const job = (await created.json()).data as { id: string; label: string };

  await signInAsAdmin(page);
  await page.goto("/admin/production");

  // Add job from the demo's batch.
  await page.getByRole("button", { name: `Add a job for ${DEMO_STORE} batch 1` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("combobox", { name: "Decoration process" }).click();
  await page.getByRole("option", { name: "Sublimation" }).click();
  await dialog.getByRole("button", { name: "Add job" }).click();
  await expect(
    page.getByText(/^Added J-\d+: Chilton County Thunder 14U Softball · batch 1\.$/),
  ).toBeVisible();

  await page.getByRole("tab", { name: "Board" }).click();
  const column = (name: string) => page.getByRole("region", { name });
  await expect(
    column("Art approved").getByRole("article", { name: new RegExp(`^${job.label} `) }),
  ).toBeVisible();

  // The drag handle by keyboard: Space lifts, an arrow goes to the next stage, Space drops.
  const handle = page.getByRole("button", { name: new RegExp(`^Drag ${job.label} `) });
  await handle.focus();
  await page.keyboard.press("Space");
  // An arrow pressed before the board has lifted the card (a busy machine) moves nothing.
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("ArrowRight");
  // Dropped only once the board has said where the card is (a busy machine measures late).
  await expect(page.getByText(`Job ${job.label} is over Blanks ordered.`)).toBeAttached();
  await page.keyboard.press("Space");
  await expect(
    column("Blanks ordered").getByRole("article", { name: new RegExp(`^${job.label} `) }),
  ).toBeVisible();
  const status = async () =>
    (await (await api.get(`/api/orders/by-number/${number}`)).json()).data.order.status as string;
  expect(await status()).toBe("pending");

  // The "Move to…" menu, by keyboard: in production moves the order along.
  await page.getByRole("button", { name: `Move ${job.label} to…` }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "In production" }).focus();
  await page.keyboard.press("Enter");
  await expect(
    column("In production").getByRole("article", { name: new RegExp(`^${job.label} `) }),
  ).toBeVisible();
  expect(await status()).toBe("processing");

  // The menu, by keyboard: ready while the goods are short asks why.
  await page.getByRole("button", { name: `Move ${job.label} to…` }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "Ready" }).focus();
  await page.keyboard.press("Enter");
  const why = page.getByRole("dialog", { name: `Mark ${job.label} ready with goods short` });
  await why.getByRole("textbox", { name: "Reason" }).fill("Customer takes what we have today");
  await why.getByRole("button", { name: "Mark ready" }).click();
  await expect(column("Ready").getByRole("article", { name: new RegExp(`^${job.label} `) })).toBeVisible();
  expect(await status()).toBe("shipped");
  await expect
    .poll(async () => (await (await api.get(`/api/production/jobs/${job.id}`)).json()).data.short_reason)
    .toBe("Customer takes what we have today");

  // A day off on the calendar: refused, then placed with an override and its reason.
  await page.getByRole("tab", { name: "Calendar" }).click();
  const unscheduled = page.getByRole("button", { name: /^Schedule J-\d+ on…$/ }).first();
  const label = ((await unscheduled.getAttribute("aria-label")) ?? "").replace(
    /^Schedule (J-\d+) on…$/,
    "$1",
  );
  await unscheduled.click();
  const sunday = "2027-01-03";
  await page.getByRole("dialog").getByLabel("Day").fill(sunday);
  await page.getByRole("dialog").getByRole("button", { name: "Schedule" }).click();
  const override = page.getByRole("dialog", { name: `Put ${label} on Sun, Jan 3 anyway` });
  await expect(override.getByText("does not decorate on Sundays")).toBeVisible();
  await override.getByRole("textbox", { name: "Reason" }).fill("Weekend push for the tournament");
  await override.getByRole("button", { name: "Override and schedule" }).click();
  await expect(page.getByText(new RegExp(`^${label} is on ${sunday}\\.$`))).toBeVisible();

  for (const scheme of colorSchemes) {
    await useScheme(page, scheme);
    for (const tab of ["Board", "Calendar", "Settings"]) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tabpanel")).toBeVisible();
      await expectNoSeriousViolations(page, `${tab} (${scheme})`);
    }
  }
});
