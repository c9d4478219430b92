import type { Page } from "@playwright/test";
import {
  anotherRequest,
  ENDPOINT,
  field,
  fileInput,
  fillForm,
  heldRoute,
  openForm,
  pdf,
  png,
  result,
  SUCCESS,
  submitButton,
} from "./artwork-helpers";
import { expect, test } from "./fixtures";

/**
 * Chromium reports no upload progress for a body a route holds, and a local upload is over in
 * milliseconds. So the page's XMLHttpRequest is wrapped: the test moves the upload along by hand
 * (progress events, then the end of the upload), and only then does the real request go out.
 */
async function handDrivenUploads(page: Page) {
  await page.addInitScript(() => {
    const realSend = XMLHttpRequest.prototype.send;
    const steps: { progress: (loaded: number, total: number) => void; finish: () => void }[] = [];
    Object.assign(window, { uploads: steps });
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body) {
      steps.push({
        progress: (loaded, total) =>
          this.upload.dispatchEvent(new ProgressEvent("progress", { lengthComputable: true, loaded, total })),
        finish: () => {
          this.upload.dispatchEvent(new ProgressEvent("load"));
          realSend.call(this, body);
        },
      });
    };
  });
}

type UploadStep = { progress: (loaded: number, total: number) => void; finish: () => void };
const upload = (page: Page) => ({
  progress: (loaded: number, total: number) =>
    page.evaluate(
      ([l, t]) => (window as unknown as { uploads: UploadStep[] }).uploads.at(-1)?.progress(l ?? 0, t ?? 0),
      [loaded, total],
    ),
  finish: () =>
    page.evaluate(() => (window as unknown as { uploads: UploadStep[] }).uploads.at(-1)?.finish()),
});

test.describe("while sending", () => {
  test("with files: 'Uploading...' with a progress bar, then 'Submitting...', the button disabled", async ({
    page,
  }) => {
    await handDrivenUploads(page);
    await openForm(page);
    await fillForm(page);
    await fileInput(page).setInputFiles([png(), pdf()]);
    const held = heldRoute();
    await page.route(`**${ENDPOINT}`, held.handler);
    await submitButton(page).click();

    const button = submitButton(page);
    const bar = page.getByRole("progressbar", { name: "Upload progress" });
    await expect(button).toHaveText("Uploading...");
    await expect(button).toBeDisabled();
    await expect(bar).toHaveAttribute("aria-valuenow", "0");
    await expect(field.name(page)).toBeDisabled();
    await expect(page.getByRole("button", { name: "Remove team-logo.png" })).toBeDisabled();
    await expect(fileInput(page)).toBeDisabled();

    await upload(page).progress(40, 100);
    await expect(bar).toHaveAttribute("aria-valuenow", "40");
    await expect(page.getByText("40%", { exact: true })).toBeVisible();
    await expect(button).toHaveText("Uploading...");

    await upload(page).finish();
    await held.arrived;
    await expect(button).toHaveText("Submitting...");
    await expect(button).toBeDisabled();
    await expect(bar).toHaveAttribute("aria-valuenow", "100");

    held.release();
    await expect(result(page)).toHaveText(SUCCESS);
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    await anotherRequest(page).click();
    await expect(button).toHaveText("Submit Request");
    await expect(button).toBeEnabled();
  });

  test("with files against a held request: 'Uploading...' and the button disabled", async ({ page }) => {
    await openForm(page);
    await fillForm(page);
    await fileInput(page).setInputFiles([png()]);
    const held = heldRoute();
    await page.route(`**${ENDPOINT}`, held.handler);
    await submitButton(page).click();
    await held.arrived;
    await expect(submitButton(page)).toHaveText(/^(Uploading|Submitting)\.\.\.$/);
    await expect(submitButton(page)).toBeDisabled();
    await expect(page.getByRole("progressbar", { name: "Upload progress" })).toBeAttached();
    // A second submit while busy sends nothing more.
    await page
      .getByRole("form", { name: "Tell Us About Your Project" })
      .evaluate((form) => (form as HTMLFormElement).requestSubmit());
    held.release();
    await expect(result(page)).toHaveText(SUCCESS);
    expect(held.calls()).toBe(1);
  });

  test("without files: 'Submitting...' and no progress bar", async ({ page }) => {
    await openForm(page);
    await fillForm(page);
    const held = heldRoute();
    await page.route(`**${ENDPOINT}`, held.handler);
    await submitButton(page).click();
    await held.arrived;
    await expect(submitButton(page)).toHaveText("Submitting...");
    await expect(submitButton(page)).toBeDisabled();
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    held.release();
    await expect(result(page)).toHaveText(SUCCESS);
    await anotherRequest(page).click();
    await expect(submitButton(page)).toHaveText("Submit Request");
  });
});
