import { readFile, writeFile } from "node:fs/promises";
import type { Locator, Page, Request, Route } from "@playwright/test";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { e2eAdmin } from "./staff";

// The spec's words (§5, §8), written out here so the test checks the page against the spec itself.
const SUCCESS =
  "Thank you! Your custom artwork request has been submitted successfully. We will contact you soon.";
const FAILURE = "Error submitting form. Please try again or contact us directly.";
const tooLarge = (file: string) => `File "${file}" is too large. Max size is 10MB.`;
const unsupported = (file: string) =>
  `File "${file}" has an unsupported type. Please upload an image (JPEG, PNG, GIF) or PDF.`;

const ENDPOINT = "/api/custom-artwork-submissions";
const MAX_FILE_BYTES = 10 * 1024 * 1024;
const ORDERING_CHOICES = [
  "Full Sub Jersey",
  "Pants",
  "Full Sub Shorts",
  "Semi Sub Hoodie",
  "Full Sub 1/4 Zip",
  "Semi Sub Jersey",
  "Microfiber Shorts",
  "Full Sub Hoodie",
  "Hats",
];

// A real 1x1 PNG and a minimal PDF: the server recognises both by their first bytes.
const PNG_BYTES = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const PDF_BYTES = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);
const png = (name = "team-logo.png") => ({ name, mimeType: "image/png", buffer: PNG_BYTES });
const pdf = (name = "design-brief.pdf") => ({ name, mimeType: "application/pdf", buffer: PDF_BYTES });
const txt = (name = "notes.txt") => ({ name, mimeType: "text/plain", buffer: Buffer.from("just notes") });

const request = {
  name: "Pat Coach",
  email: "pat.coach@example.com",
  team: "Clanton Cougars 12U",
  products: "Jerseys and warm-up hoodies",
  details: "Navy and gold, a cougar head on the chest, numbers on the back.",
};

// By accessible name: the labels' text also holds the required asterisk, which is hidden from it.
const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const field = {
  name: (page: Page) => textbox(page, "Name"),
  email: (page: Page) => textbox(page, "Email Address"),
  team: (page: Page) => textbox(page, "Team Name"),
  products: (page: Page) => textbox(page, "What Products Are You Interested In?"),
  details: (page: Page) => textbox(page, "Artwork Details"),
};
const ordering = (page: Page) => page.getByRole("group", { name: "What Are You Ordering?" });
const fileInput = (page: Page) => page.getByLabel("Choose Files");
const attached = (page: Page) => page.getByRole("list", { name: "Attached files" }).getByRole("listitem");
const submitButton = (page: Page) =>
  page.getByRole("button", { name: /^(Submit Request|Uploading\.\.\.|Submitting\.\.\.)$/ });
const result = (page: Page) => page.locator("[data-result]");

async function openForm(page: Page, path = "/custom-artwork") {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Custom Artwork Request" })).toBeVisible();
}

async function fillForm(page: Page) {
  await field.name(page).fill(request.name);
  await field.email(page).fill(request.email);
  await field.team(page).fill(request.team);
  await field.products(page).fill(request.products);
  await field.details(page).fill(request.details);
}

const isArtworkPost = (r: Request) => r.url().endsWith(ENDPOINT) && r.method() === "POST";

/** The red, green and blue parts of an element's background. */
async function backgroundOf(locator: Locator) {
  const rgb = await locator.evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return { r, g, b };
}

/** A route that holds the request until the test lets it go. */
function heldRoute() {
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

test.describe("custom artwork page", () => {
  test("shows the form's fields, the nine ordering choices in order and the three next steps", async ({
    page,
  }) => {
    await openForm(page);
    for (const locate of Object.values(field)) {
      await expect(locate(page)).toBeVisible();
      await expect(locate(page)).toHaveAttribute("required", "");
    }
    await expect(field.email(page)).toHaveAttribute("type", "email");
    const boxes = ordering(page).getByRole("checkbox");
    await expect(boxes).toHaveCount(9);
    for (const [index, choice] of ORDERING_CHOICES.entries()) {
      await expect(boxes.nth(index)).toHaveAccessibleName(choice);
    }
    // Labelled required (an asterisk), not enforced (spec §5).
    const orderingLabel = await ordering(page).getAttribute("aria-labelledby");
    await expect(page.locator(`[id="${orderingLabel}"]`)).toHaveText("What Are You Ordering? *");
    await expect(ordering(page).getByRole("checkbox").first()).not.toHaveAttribute("required", "");
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
    await expect(ordering(page)).not.toContainText("required.");

    await field.email(page).fill("pat@");
    await submitButton(page).click();
    await expect(field.email(page)).toHaveAccessibleDescription(
      "Enter a valid email address, like name@example.com.",
    );
    expect(posts).toEqual([]);
    await expect(result(page)).toHaveCount(0);
  });
});

test.describe("sending a request", () => {
  test("stores the request and both files, resets the form, and the message clears after 8 s", async ({
    page,
    request: staff,
  }) => {
    await page.clock.install();
    await openForm(page);
    await fillForm(page);
    await ordering(page).getByRole("checkbox", { name: "Full Sub Jersey" }).check();
    await ordering(page).getByRole("checkbox", { name: "Hats" }).check();
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
      ordering_items: "Full Sub Jersey, Hats",
      artwork_details: request.details,
    });
    expect(data.id).toEqual(expect.any(String));

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
    expect(rows.find((row) => row.id === data.id)).toEqual(data);

    const message = result(page);
    await expect(message).toHaveText(SUCCESS);
    await expect(message).toHaveAttribute("role", "status");
    const green = await backgroundOf(message);
    expect(green.g).toBeGreaterThan(green.r);

    for (const locate of Object.values(field)) await expect(locate(page)).toHaveValue("");
    for (const box of await ordering(page).getByRole("checkbox").all()) await expect(box).not.toBeChecked();
    await expect(attached(page)).toHaveCount(0);
    await expect(submitButton(page)).toHaveText("Submit Request");
    await expect(submitButton(page)).toBeEnabled();

    await page.clock.runFor(7999);
    await expect(message).toHaveText(SUCCESS);
    await page.clock.runFor(1);
    await expect(message).toHaveCount(0);
  });

  test("sends a request without files and without ordering items (not enforced)", async ({ page }) => {
    await openForm(page);
    await fillForm(page);
    const answer = page.waitForResponse((r) => isArtworkPost(r.request()));
    await submitButton(page).click();
    const { data } = await (await answer).json();
    expect(data).toMatchObject({ ordering_items: "", uploaded_design_url: null, team_name: request.team });
    await expect(result(page)).toHaveText(SUCCESS);
  });
});

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

const failing = test.extend({ expectedFailedRequests: [ENDPOINT] });

failing.describe("when the server refuses", () => {
  failing("a server error shows the red message and keeps every field and file", async ({ page }) => {
    await page.clock.install();
    await openForm(page);
    await page.route(`**${ENDPOINT}`, (route) =>
      route.fulfill({ status: 500, json: { error: "Something went wrong on our side. Please try again." } }),
    );
    await fillForm(page);
    await ordering(page).getByRole("checkbox", { name: "Pants" }).check();
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
    await expect(ordering(page).getByRole("checkbox", { name: "Pants" })).toBeChecked();
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
    await expect(result(page)).toHaveText(FAILURE);
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
    await expect(attached(page)).toHaveCount(1);
  });
});

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
    await expect(submitButton(page)).toHaveText("Submit Request");
  });
});

test.describe("a choice made on another page", () => {
  const cases = [
    { path: "/custom-artwork?design=design-1", text: "Stock design: Diamond Fury (design-1)" },
    { path: "/custom-artwork?sport=baseball&package=Pro", text: "Baseball team package: Pro" },
    { path: "/custom-artwork?rush=24-48%20Hours", text: "Rush order: 24-48 Hours" },
  ];

  for (const { path, text } of cases) {
    test(`${path} shows "${text}" and starts the products field with it`, async ({ page }) => {
      await openForm(page, path);
      await expect(page.getByRole("note", { name: "Your selection" })).toContainText(`You selected: ${text}`);
      await expect(field.products(page)).toHaveValue(text);
    });
  }

  test("the selection is sent with the request and can be edited first", async ({ page }) => {
    await openForm(page, "/custom-artwork?sport=baseball&package=Pro");
    let sent = "";
    await page.route(`**${ENDPOINT}`, async (route) => {
      sent = route.request().postData() ?? "";
      await route.fulfill({ status: 201, json: { data: {} } });
    });
    await fillForm(page);
    await field.products(page).fill("Baseball team package: Pro, plus 5 extra jerseys");
    await submitButton(page).click();
    await expect(result(page)).toHaveText(SUCCESS);
    expect(sent).toContain(
      'name="products_interested"\r\n\r\nBaseball team package: Pro, plus 5 extra jerseys\r\n',
    );
    // After a success the form starts over, without the selection.
    await expect(page.getByRole("note", { name: "Your selection" })).toHaveCount(0);
    await expect(field.products(page)).toHaveValue("");
  });

  test("unknown or malformed choices are ignored", async ({ page }) => {
    await openForm(page, "/custom-artwork?design=design-999&sport=curling&rush=2%20Hours");
    await expect(page.getByRole("note", { name: "Your selection" })).toHaveCount(0);
    await expect(field.products(page)).toHaveValue("");
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
        await field.details(page).fill("Green and white.");
        await submitButton(page).click();
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
