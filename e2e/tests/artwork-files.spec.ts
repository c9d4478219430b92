import { readFile, writeFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import {
  attached,
  fileInput,
  MAX_FILE_BYTES,
  openForm,
  PNG_BYTES,
  pdf,
  png,
  tooLarge,
  txt,
  unsupported,
} from "./artwork-helpers";
import { expect, test } from "./fixtures";

/** Whether a picture address still loads (an image, since the page's policy lets only images use blob:). */
const loads = (page: Page, src: string) =>
  page.evaluate(
    (url) =>
      new Promise<boolean>((resolve) => {
        const img = new Image();
        img.onload = () => resolve(true);
        img.onerror = () => resolve(false);
        img.src = url;
      }),
    src,
  );

// Loading a revoked object URL makes Chromium log "Failed to load resource" for it, on purpose here.
const blobTest = test.extend({ expectedFailedRequests: ["blob:"] });

test.describe("files", () => {
  test("refuses a file over 10 MB and a wrong type with the spec's words and keeps the good file", async ({
    page,
  }, testInfo) => {
    const huge = testInfo.outputPath("huge-banner.png");
    await writeFile(huge, Buffer.alloc(MAX_FILE_BYTES + 1));
    const justRight = testInfo.outputPath("just-right.png");
    await writeFile(justRight, Buffer.concat([PNG_BYTES, Buffer.alloc(MAX_FILE_BYTES - PNG_BYTES.length)]));

    await openForm(page);
    await fileInput(page).setInputFiles([
      { name: "huge-banner.png", mimeType: "image/png", buffer: await readFile(huge) },
      txt(),
      png(),
    ]);
    const messages = page.getByRole("alert").filter({ hasText: "not added" });
    await expect(messages.getByRole("listitem")).toHaveText([
      tooLarge("huge-banner.png"),
      unsupported("notes.txt"),
    ]);
    await expect(attached(page)).toHaveCount(1);
    await expect(attached(page)).toContainText("team-logo.png");

    // Exactly 10 MB is allowed; each new pick replaces the old messages.
    await fileInput(page).setInputFiles([justRight]);
    await expect(messages).toHaveCount(0);
    await expect(attached(page)).toHaveCount(2);
    await expect(attached(page).nth(1)).toContainText("just-right.png");
    await expect(attached(page).nth(1)).toContainText("10.00 MB");

    await fileInput(page).setInputFiles([
      { name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from("<svg/>") },
    ]);
    await expect(messages.getByRole("listitem")).toHaveText([unsupported("logo.svg")]);
    await messages.getByRole("button", { name: "Dismiss file messages" }).click();
    await expect(messages).toHaveCount(0);
    await expect(attached(page)).toHaveCount(2);
  });

  blobTest("removes files one by one and releases their previews", async ({ page }) => {
    await openForm(page);
    await fileInput(page).setInputFiles([png("front.png"), png("back.png"), pdf()]);
    await expect(attached(page)).toHaveCount(3);
    const preview = page.getByRole("img", { name: "Preview of front.png" });
    const src = (await preview.getAttribute("src")) ?? "";
    expect(src).toMatch(/^blob:/);
    expect(await loads(page, src)).toBe(true);

    await page.getByRole("button", { name: "Remove front.png" }).click();
    await expect(attached(page)).toHaveCount(2);
    await expect(attached(page).nth(0)).toContainText("back.png");
    await expect(preview).toHaveCount(0);
    // The object URL is revoked: the picture's memory is given back.
    expect(await loads(page, src)).toBe(false);

    await page.getByRole("button", { name: "Remove design-brief.pdf" }).click();
    await expect(attached(page)).toHaveCount(1);
    // The same file may be picked again after it was removed.
    await fileInput(page).setInputFiles([png("front.png")]);
    await expect(attached(page)).toHaveCount(2);
  });

  test("takes files dropped on the drop zone", async ({ page }) => {
    await openForm(page);
    const zone = page.getByTestId("artwork-drop-zone");
    const dataTransfer = await page.evaluateHandle((pngBase64) => {
      const transfer = new DataTransfer();
      const bytes = Uint8Array.from(atob(pngBase64), (ch) => ch.charCodeAt(0));
      transfer.items.add(new File([bytes], "dropped-logo.png", { type: "image/png" }));
      transfer.items.add(new File(["plain text"], "readme.txt", { type: "text/plain" }));
      return transfer;
    }, PNG_BYTES.toString("base64"));

    await zone.dispatchEvent("dragenter", { dataTransfer });
    await expect(zone).toContainText("Drop your files to add them");
    await zone.dispatchEvent("drop", { dataTransfer });
    await expect(zone).toContainText("Drag and drop your files here");
    await expect(attached(page)).toHaveCount(1);
    await expect(attached(page)).toContainText("dropped-logo.png");
    await expect(page.getByRole("img", { name: "Preview of dropped-logo.png" })).toBeVisible();
    await expect(page.getByText(unsupported("readme.txt"), { exact: true })).toBeVisible();
  });
});
