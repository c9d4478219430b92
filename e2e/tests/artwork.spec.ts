import {
  anotherRequest,
  attached,
  ENDPOINT,
  FAILURE,
  failing,
  field,
  fileInput,
  fillForm,
  isArtworkPost,
  openForm,
  ordering,
  PDF_BYTES,
  PNG_BYTES,
  pdf,
  png,
  request,
  result,
  SUCCESS,
  sentView,
  submitButton,
  txt,
} from "./artwork-helpers";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { e2eAdmin } from "./staff";

test.describe("custom artwork page", () => {
  test("shows the form's fields, asks what the team wants once, and the three next steps", async ({
    page,
  }) => {
    await openForm(page);
    for (const locate of Object.values(field)) {
      await expect(locate(page)).toBeVisible();
      await expect(locate(page)).toHaveAttribute("required", "");
    }
    await expect(field.email(page)).toHaveAttribute("type", "email");
    // Issue 26: 'What Are You Ordering?' asked again what the products field asks; its choices are
    // now that field's examples.
    await expect(ordering(page)).toHaveCount(0);
    await expect(page.getByRole("checkbox")).toHaveCount(0);
    await expect(field.products(page)).toHaveAccessibleDescription(/For example Full Sub Jersey, Pants/);
    await expect(fileInput(page)).toHaveAttribute("multiple", "");

    const next = page.getByRole("region", { name: "What Happens Next" });
    await expect(next.getByRole("heading", { level: 3 })).toHaveText([
      "Review & Assessment",
      "Customization & Quote",
      "Approval & Production",
    ]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(submitButton(page)).toHaveText("Submit Request");
  });

  test("checks the required fields in the browser with the server's words and sends nothing", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (r) => {
      if (isArtworkPost(r)) posts.push(r.url());
    });
    await openForm(page);
    await submitButton(page).click();
    await expect(field.name(page)).toHaveAccessibleDescription("Name is required.");
    await expect(field.email(page)).toHaveAccessibleDescription("Email address is required.");
    await expect(field.team(page)).toHaveAccessibleDescription("Team name is required.");
    await expect(field.products(page)).toHaveAccessibleDescription(
      /Products you are interested in is required\./,
    );
    await expect(field.details(page)).toHaveAccessibleDescription(/Artwork details is required\./);
    await expect(field.name(page)).toBeFocused();

    await field.email(page).fill("pat@");
    await submitButton(page).click();
    await expect(field.email(page)).toHaveAccessibleDescription(
      "Enter a valid email address, like name@example.com.",
    );
    expect(posts).toEqual([]);
    await expect(result(page)).toHaveCount(0);
  });
});

test.describe("the products note", () => {
  // NoteField grows with its text up to six lines, then scrolls (ui/forms/use-autosize.ts).
  test("grows from two lines with what is typed, then scrolls past six", async ({ page }) => {
    await openForm(page);
    const box = field.products(page);
    const height = () => box.evaluate((element) => element.getBoundingClientRect().height);
    const empty = await height();
    await box.fill("Jerseys\nHoodies\nShorts\nSocks");
    const four = await height();
    expect(four).toBeGreaterThan(empty + 20);
    await box.fill(Array.from({ length: 12 }, (_, i) => `Item ${i + 1}`).join("\n"));
    const twelve = await height();
    expect(twelve).toBeGreaterThan(four);
    expect(twelve).toBeLessThan(four * 2);
    expect(await box.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await box.fill("");
    expect(await height()).toBe(empty);
  });
});

test.describe("sending a request", () => {
  test("stores the request and both files, shows the success view until another request is started", async ({
    page,
    request: staff,
  }) => {
    await page.clock.install();
    await openForm(page);
    await fillForm(page);
    await fileInput(page).setInputFiles([png(), pdf()]);
    await expect(attached(page)).toHaveCount(2);
    await expect(attached(page).nth(0)).toContainText("team-logo.png");
    await expect(attached(page).nth(0)).toContainText("< 0.01 MB");
    await expect(attached(page).nth(0).getByRole("img", { name: "Preview of team-logo.png" })).toBeVisible();
    await expect(attached(page).nth(1)).toContainText("design-brief.pdf");
    await expect(attached(page).nth(1).getByRole("img")).toHaveCount(0);

    // From here on time moves only by hand, so the 8 s are counted exactly.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const answer = page.waitForResponse((r) => isArtworkPost(r.request()));
    await submitButton(page).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const { data } = await response.json();
    expect(data).toMatchObject({
      name: request.name,
      email: request.email,
      team_name: request.team,
      products_interested: request.products,
      ordering_items: "",
      artwork_details: request.details,
    });
    expect(data.id).toEqual(expect.any(String));
    expect(data.reference).toMatch(/^A-\d+$/);

    const addresses: string[] = data.uploaded_design_url.split(", ");
    expect(addresses).toHaveLength(2);
    expect(addresses[0]).toMatch(/^\/uploads\/artwork\/[0-9a-f-]{36}\.png$/);
    expect(addresses[1]).toMatch(/^\/uploads\/artwork\/[0-9a-f-]{36}\.pdf$/);
    for (const [address, bytes] of [
      [addresses[0], PNG_BYTES],
      [addresses[1], PDF_BYTES],
    ] as const) {
      const stored = await page.request.get(address ?? "");
      expect(stored.status()).toBe(200);
      expect(Buffer.from(await stored.body())).toEqual(bytes);
    }
    // What staff will see: the same row, read back through the admin API.
    expect((await staff.post("/api/auth/login", { data: e2eAdmin })).ok()).toBe(true);
    const list = await staff.get("/api/custom-artwork-submissions");
    expect(list.ok()).toBe(true);
    const rows: { id: string }[] = (await list.json()).data;
    const { review_path: _link, ...listed } = data;
    expect(rows.find((row) => row.id === data.id)).toEqual(listed);

    // The success view takes the form's place and stays (no 8 s timer for it, issue 26).
    const message = result(page);
    await expect(message).toHaveText(SUCCESS);
    await expect(sentView(page)).toContainText(`Request ${data.reference} received`);
    await expect(sentView(page)).toContainText("team-logo.png, design-brief.pdf");
    await page.clock.runFor(9000);
    await expect(message).toHaveText(SUCCESS);

    // Another request starts from an empty form, focus on its first field.
    await anotherRequest(page).click();
    await expect(field.name(page)).toBeFocused();
    for (const locate of Object.values(field)) await expect(locate(page)).toHaveValue("");
    await expect(attached(page)).toHaveCount(0);
    await expect(submitButton(page)).toHaveText("Submit Request");
    await expect(submitButton(page)).toBeEnabled();
  });

  test("sends a request without files", async ({ page }) => {
    await openForm(page);
    await fillForm(page);
    const answer = page.waitForResponse((r) => isArtworkPost(r.request()));
    await submitButton(page).click();
    const { data } = await (await answer).json();
    expect(data).toMatchObject({ ordering_items: "", uploaded_design_url: null, team_name: request.team });
    await expect(result(page)).toHaveText(SUCCESS);
  });
});

test.describe("accessibility", () => {
  for (const scheme of colorSchemes) {
    for (const width of [1280, 390]) {
      test(`no serious axe findings, ${scheme}, ${width} px, with every message showing`, async ({
        page,
      }) => {
        await useScheme(page, scheme);
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/custom-artwork?sport=soccer&package=Club");
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoSeriousViolations(page, `custom artwork, ${scheme}, ${width} px`);

        await fileInput(page).setInputFiles([png(), pdf(), txt()]);
        // The refused file's alert (its code comes on demand) pushes the button down as it appears.
        await expect(page.getByText("This file was not added")).toBeVisible();
        await field.details(page).fill("Green and white.");
        // Enter on the focused button, not a click at a point that a late layout shift can move.
        await submitButton(page).press("Enter");
        await expect(field.name(page)).toHaveAttribute("aria-invalid", "true");
        await expectNoSeriousViolations(page, `custom artwork with messages, ${scheme}, ${width} px`);
      });
    }
  }

  failing(`the red and green messages pass axe in both schemes`, async ({ page }) => {
    let status = 500;
    await page.route(`**${ENDPOINT}`, (route) =>
      route.fulfill({ status, json: status === 201 ? { data: {} } : { error: "x" } }),
    );
    for (const scheme of colorSchemes) {
      await useScheme(page, scheme);
      await openForm(page);
      await fillForm(page);
      status = 500;
      await submitButton(page).click();
      await expect(result(page)).toHaveText(FAILURE);
      await expectNoSeriousViolations(page, `failure message, ${scheme}`);
      status = 201;
      await submitButton(page).click();
      await expect(result(page)).toHaveText(SUCCESS);
      await expectNoSeriousViolations(page, `success message, ${scheme}`);
    }
  });
});
