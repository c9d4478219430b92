import {
  attached,
  backgroundOf,
  ENDPOINT,
  FAILURE,
  failing,
  field,
  fileInput,
  fillForm,
  isArtworkPost,
  openForm,
  pdf,
  png,
  request,
  result,
  submitButton,
} from "./artwork-helpers";
import { expect, test } from "./fixtures";

failing.describe("when the server refuses", () => {
  failing("a server error shows the red message and keeps every field and file", async ({ page }) => {
    await page.clock.install();
    await openForm(page);
    await page.route(`**${ENDPOINT}`, (route) =>
      route.fulfill({ status: 500, json: { error: "Something went wrong on our side. Please try again." } }),
    );
    await fillForm(page);
    await fileInput(page).setInputFiles([png(), pdf()]);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await submitButton(page).click();

    const message = result(page);
    await expect(message).toHaveText(FAILURE);
    await expect(message).toHaveAttribute("role", "alert");
    const red = await backgroundOf(message);
    expect(red.r).toBeGreaterThan(red.g);
    // The error body is only logged.
    await expect(page.getByText("Something went wrong on our side")).toHaveCount(0);

    await expect(field.name(page)).toHaveValue(request.name);
    await expect(field.email(page)).toHaveValue(request.email);
    await expect(field.team(page)).toHaveValue(request.team);
    await expect(field.products(page)).toHaveValue(request.products);
    await expect(field.details(page)).toHaveValue(request.details);
    await expect(attached(page)).toHaveCount(2);
    await expect(submitButton(page)).toBeEnabled();

    await page.clock.runFor(7999);
    await expect(message).toBeVisible();
    await page.clock.runFor(1);
    await expect(message).toHaveCount(0);
    await expect(attached(page)).toHaveCount(2);
  });

  failing("a network failure shows the same red message", async ({ page }) => {
    await openForm(page);
    await page.route(`**${ENDPOINT}`, (route) => route.abort("connectionreset"));
    await fillForm(page);
    await submitButton(page).click();
    await expect(result(page)).toHaveText(FAILURE);
    await expect(field.details(page)).toHaveValue(request.details);
  });

  failing("a field the server refuses shows its message beside the field", async ({ page }) => {
    await openForm(page);
    const refusal = "This address cannot receive mail.";
    await page.route(`**${ENDPOINT}`, (route) =>
      route.fulfill({ status: 400, json: { error: `email: ${refusal}`, fields: { email: refusal } } }),
    );
    await fillForm(page);
    await submitButton(page).click();
    await expect(field.email(page)).toHaveAccessibleDescription(refusal);
    await expect(field.email(page)).toHaveAttribute("aria-invalid", "true");
    await expect(field.email(page)).toBeFocused();
    await expect(page.getByText(`email: ${refusal}`)).toHaveCount(0);
    await expect(field.email(page)).toHaveValue(request.email);

    // Changing the field takes its message away.
    await field.email(page).fill("pat@example.org");
    await expect(field.email(page)).not.toHaveAttribute("aria-invalid", "true");
  });

  failing("the server's message about the files shows beside the files", async ({ page }) => {
    await openForm(page);
    await page.route(`**${ENDPOINT}`, (route) =>
      route.fulfill({
        status: 400,
        json: { error: "files: Attach at most 10 files.", fields: { files: "Attach at most 10 files." } },
      }),
    );
    await fillForm(page);
    await fileInput(page).setInputFiles([png()]);
    await submitButton(page).click();
    await expect(fileInput(page)).toHaveAccessibleDescription(/Attach at most 10 files\./);
    await expect(fileInput(page)).toBeFocused();
    // The server's own words say what to fix; the general sentence would only say it failed.
    await expect(result(page)).toHaveCount(0);
    await expect(page.getByText(FAILURE)).toHaveCount(0);
    await expect(attached(page)).toHaveCount(1);
  });
});

test("a file called fake.png that is not a picture is named beside it, with Remove, and nothing is sent", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openForm(page);
  let posts = 0;
  page.on("request", (sent) => {
    if (isArtworkPost(sent)) posts += 1;
  });
  await fillForm(page);
  const fake = { name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not a picture at all\n") };
  await fileInput(page).setInputFiles([fake, png()]);
  await expect(attached(page)).toHaveCount(2);
  const bad = attached(page).filter({ hasText: "fake.png" });
  const problem = '"fake.png" is not a picture or PDF inside. Remove it and choose the real file.';
  await expect(bad).toContainText(problem);
  // No broken thumbnail: the picture icon stands in for it; the good picture keeps its preview.
  await expect(page.getByRole("img", { name: "Preview of fake.png" })).toHaveCount(0);
  await expect(page.getByRole("img", { name: "Preview of team-logo.png" })).toBeVisible();
  const remove = bad.getByRole("button", { name: "Remove fake.png" });
  await expect(remove).toHaveAccessibleDescription(problem);

  await submitButton(page).click();
  await expect(fileInput(page)).toHaveAccessibleDescription(/Remove "fake\.png" before sending/);
  await expect(fileInput(page)).toBeFocused();
  await expect(page.getByText(FAILURE)).toHaveCount(0);
  expect(posts).toBe(0);

  await remove.click();
  await expect(attached(page)).toHaveCount(1);
  await expect(fileInput(page)).not.toHaveAttribute("aria-invalid", "true");
  await submitButton(page).click();
  await expect(page.getByTestId("artwork-sent")).toBeVisible();
  expect(posts).toBe(1);
});
