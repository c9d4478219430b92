import type { Locator, Page, Request, Route } from "@playwright/test";
import { expect, test } from "./fixtures";

// Shared by the artwork-*.spec.ts files: the custom artwork form's words, files and locators.

// The spec's words (§5, §8), written out here so the test checks the page against the spec itself.
export const SUCCESS =
  "Thank you! Your custom artwork request has been submitted successfully. We will contact you soon.";
export const FAILURE = "Error submitting form. Please try again or contact us directly.";
export const tooLarge = (file: string) => `File "${file}" is too large. Max size is 10MB.`;
export const unsupported = (file: string) =>
  `File "${file}" has an unsupported type. Please upload an image (JPEG, PNG, GIF) or PDF.`;

export const ENDPOINT = "/api/custom-artwork-submissions";
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

// A real 1x1 PNG and a minimal PDF: the server recognises both by their first bytes.
export const PNG_BYTES = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
export const PDF_BYTES = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);
export const png = (name = "team-logo.png") => ({ name, mimeType: "image/png", buffer: PNG_BYTES });
export const pdf = (name = "design-brief.pdf") => ({ name, mimeType: "application/pdf", buffer: PDF_BYTES });
export const txt = (name = "notes.txt") => ({
  name,
  mimeType: "text/plain",
  buffer: Buffer.from("just notes"),
});

export const request = {
  name: "Pat Coach",
  email: "pat.coach@example.com",
  team: "Clanton Cougars 12U",
  products: "Jerseys and warm-up hoodies",
  details: "Navy and gold, a cougar head on the chest, numbers on the back.",
};

// By accessible name: the labels' text also holds the required asterisk, which is hidden from it.
export const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
export const field = {
  name: (page: Page) => textbox(page, "Name"),
  email: (page: Page) => textbox(page, "Email Address"),
  team: (page: Page) => textbox(page, "Team Name"),
  products: (page: Page) => textbox(page, "What Products Are You Interested In?"),
  details: (page: Page) => textbox(page, "Artwork Details"),
};
/** Issue 26: the question 'What Are You Ordering?' repeated the products one and is gone. */
export const ordering = (page: Page) => page.getByRole("group", { name: "What Are You Ordering?" });
/** The success view that takes the form's place, and its way back to an empty form. */
export const sentView = (page: Page) => page.getByTestId("artwork-sent");
export const anotherRequest = (page: Page) => page.getByRole("button", { name: "Send another request" });
export const fileInput = (page: Page) => page.getByLabel("Choose Files");
export const attached = (page: Page) =>
  page.getByRole("list", { name: "Attached files" }).getByRole("listitem");
export const submitButton = (page: Page) =>
  page.getByRole("button", { name: /^(Submit Request|Uploading\.\.\.|Submitting\.\.\.)$/ });
export const result = (page: Page) => page.locator("[data-result]");

export async function openForm(page: Page, path = "/custom-artwork") {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Custom Artwork Request" })).toBeVisible();
}

export async function fillForm(page: Page) {
  await field.name(page).fill(request.name);
  await field.email(page).fill(request.email);
  await field.team(page).fill(request.team);
  await field.products(page).fill(request.products);
  await field.details(page).fill(request.details);
}

export const isArtworkPost = (r: Request) => r.url().endsWith(ENDPOINT) && r.method() === "POST";

/** The red, green and blue parts of an element's background. */
export async function backgroundOf(locator: Locator) {
  const rgb = await locator.evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return { r, g, b };
}

/** A route that holds the request until the test lets it go. */
export function heldRoute() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let seen: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    seen = resolve;
  });
  let calls = 0;
  const handler = async (route: Route) => {
    calls += 1;
    seen();
    await released;
    await route.fulfill({ status: 201, json: { data: {} } });
  };
  return { handler, release, arrived, calls: () => calls };
}

/** Tests whose requests fail on purpose: Chromium logs each failed load, which is not an app error. */
export const failing = test.extend({ expectedFailedRequests: [ENDPOINT] });
