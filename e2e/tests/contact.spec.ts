import type { APIRequestContext, Page, Route } from "@playwright/test";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { e2eAdmin } from "./staff";
import {
  expectStoreHours,
  expectStoreMap,
  openAndRecordRequests,
  storeStreet,
  thirdPartyRequests,
} from "./store-location";

const SUCCESS = "Thank you! Your message has been sent successfully.";
const FAILURE = "Error sending message. Please try again or call us directly.";
/** The tRPC call the form makes (httpBatchLink: /trpc/submissions.createContact?batch=1). */
const CONTACT_CALL = "**/trpc/submissions.createContact**";

const main = (page: Page) => page.getByRole("main");
const form = (page: Page) => page.getByRole("form", { name: "Send Us a Message" });
const field = (page: Page, label: string) => form(page).getByRole("textbox", { name: label, exact: true });
const sendButton = (page: Page) => form(page).getByRole("button", { name: /^(Send Message|Sending\.\.\.)$/ });
const result = (page: Page) => form(page).getByRole("status");

interface Entry {
  name: string;
  email: string;
  phone: string;
  message: string;
}

let serial = 0;
/** A message no other test sends, so its stored row can be told apart. */
function entry(overrides: Partial<Entry> = {}): Entry {
  serial += 1;
  const tag = `${Date.now().toString(36)}-${serial}`;
  return {
    name: "Jordan Lee",
    email: `jordan.${tag}@example.com`,
    phone: "(205) 555-0199",
    message: `Do you print numbers on fastpitch jerseys? Ref ${tag}`,
    ...overrides,
  };
}

async function openContact(page: Page) {
  await page.goto("/contact");
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Contact Us");
}

async function fillForm(page: Page, values: Entry) {
  await field(page, "Full Name").fill(values.name);
  await field(page, "Email Address").fill(values.email);
  await field(page, "Phone Number").fill(values.phone);
  await field(page, "Message").fill(values.message);
}

async function expectFormHolds(page: Page, values: Entry) {
  await expect(field(page, "Full Name")).toHaveValue(values.name);
  await expect(field(page, "Email Address")).toHaveValue(values.email);
  await expect(field(page, "Phone Number")).toHaveValue(values.phone);
  await expect(field(page, "Message")).toHaveValue(values.message);
}

/** The shown result: its text, and whether it is drawn in red or in green. */
async function expectResult(page: Page, text: string, tone: "error" | "success") {
  const message = result(page).locator("p");
  await expect(message).toHaveText(text);
  await expect(message).toHaveAttribute("data-tone", tone);
  const [r = 0, g = 0] =
    (await message.evaluate((el) => getComputedStyle(el).color)).match(/\d+/g)?.map(Number) ?? [];
  if (tone === "error") expect(r - g, "red text").toBeGreaterThan(50);
  else expect(g - r, "green text").toBeGreaterThan(50);
}

/** The error body the server sends for a failed call, in tRPC's batch shape. */
function trpcError(status: number, code: string, message: string, fieldErrors?: Record<string, string>) {
  return {
    status,
    contentType: "application/json",
    body: JSON.stringify([
      {
        error: {
          message,
          code: -32600,
          data: { code, httpStatus: status, path: "submissions.createContact", fieldErrors },
        },
      },
    ]),
  };
}

/** The stored contact messages, read through the admin REST API as the e2e server's staff account. */
async function storedContacts(request: APIRequestContext): Promise<Entry[]> {
  const login = await request.post("/api/auth/login", { data: e2eAdmin });
  expect(login.ok(), "admin sign-in").toBe(true);
  const list = await request.get("/api/contact-submissions");
  expect(list.ok()).toBe(true);
  const body: { data: (Entry & { id: string })[] } = await list.json();
  return body.data;
}

test.describe("the page", () => {
  test("the form has the spec's fields, with the required ones marked", async ({ page }) => {
    await openContact(page);
    await expect(form(page).locator("label")).toHaveText([
      "Full Name *",
      "Email Address *",
      "Phone Number",
      "Message *",
    ]);
    for (const label of ["Full Name", "Email Address", "Message"]) {
      await expect(field(page, label)).toHaveAttribute("required", "");
    }
    await expect(field(page, "Phone Number")).not.toHaveAttribute("required");
    await expect(field(page, "Email Address")).toHaveAttribute("type", "email");
    await expect(field(page, "Phone Number")).toHaveAttribute("type", "tel");
    await expect(field(page, "Message")).toHaveAttribute("rows", "6");
    await expect(sendButton(page)).toHaveText("Send Message");
    await expect(sendButton(page)).toBeEnabled();
    await expect(result(page)).toBeEmpty();
  });

  test("contact information gives the town, phone, e-mail and hours, and the map", async ({ page }) => {
    await openContact(page);
    const info = main(page).getByRole("region", { name: "Contact Information" });
    await expect(info).toContainText("Clanton, Alabama");
    await expect(info).toContainText(storeStreet);
    await expect(info.getByRole("link", { name: "(205) 555-0142" })).toHaveAttribute(
      "href",
      "tel:+12055550142",
    );
    await expect(info.getByRole("link", { name: "sales@clantonsportsapparel.com" })).toHaveAttribute(
      "href",
      "mailto:sales@clantonsportsapparel.com",
    );
    await expectStoreHours(page, info);
    await expectStoreMap(page);
  });

  test("the page asks no other site for anything while it loads", async ({ page }) => {
    const requested = await openAndRecordRequests(page, "/contact");
    expect(thirdPartyRequests(page, requested)).toEqual([]);
    expect(requested.some((url) => url.endsWith("/images/store-map.svg"))).toBe(true);
  });

  test("390 px wide: nothing sticks out sideways", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openContact(page);
    await page.waitForLoadState("networkidle");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("checks in the browser", () => {
  test("an empty form is not sent: each required field says what is missing", async ({ page }) => {
    await openContact(page);
    const calls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("submissions.createContact")) calls.push(request.url());
    });
    await sendButton(page).click();

    await expect(field(page, "Full Name")).toHaveAccessibleDescription("Full name is required.");
    await expect(field(page, "Email Address")).toHaveAccessibleDescription("Email address is required.");
    await expect(field(page, "Message")).toHaveAccessibleDescription("Message is required.");
    await expect(field(page, "Phone Number")).not.toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Full Name")).toBeFocused();
    await expect(result(page)).toBeEmpty();

    // Typing in a field takes its message away; the others stay until they are fixed.
    await field(page, "Full Name").fill("Jordan Lee");
    await expect(field(page, "Full Name")).not.toHaveAttribute("aria-invalid", "true");
    await expect(form(page).getByText("Full name is required.")).toHaveCount(0);
    await expect(form(page).getByText("Email address is required.")).toBeVisible();
    expect(calls).toEqual([]);
  });

  test("a malformed e-mail and letters in the phone number are caught before sending", async ({ page }) => {
    await openContact(page);
    await fillForm(page, entry({ email: "jordan@", phone: "call me" }));
    await sendButton(page).click();
    await expect(field(page, "Email Address")).toHaveAccessibleDescription(
      "Enter a valid email address, like name@example.com.",
    );
    await expect(field(page, "Phone Number")).toHaveAccessibleDescription(
      "Phone number may contain only digits, spaces and + ( ) - .",
    );
    await expect(field(page, "Email Address")).toBeFocused();
  });
});

// The browser logs the blocked checker and the server's 400 itself; the page must log nothing.
const checkerDownTest = test.extend({
  expectedFailedRequests: ["/assets/check-contact-", "/trpc/submissions.createContact"],
});

test.describe("the checker arrives with the form", () => {
  test("the page loads no checker until the visitor starts on the form", async ({ page }) => {
    const checkers: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/check-contact-/.test(request.url())) checkers.push(request.url());
    });
    await openContact(page);
    await page.waitForLoadState("networkidle");
    expect(checkers).toEqual([]);
    await field(page, "Full Name").focus();
    await expect.poll(() => checkers.length).toBe(1);
  });

  checkerDownTest(
    "if the checker cannot load, the server's own field messages still say what to fix",
    async ({ page }) => {
      await page.route("**/assets/check-contact-*", (route) => route.abort());
      await openContact(page);
      await fillForm(page, entry({ email: "jordan@" }));
      await sendButton(page).click();
      await expect(field(page, "Email Address")).toHaveAccessibleDescription(
        "Enter a valid email address, like name@example.com.",
      );
      await expect(result(page)).toHaveText(FAILURE);
    },
  );
});

test.describe("sending", () => {
  test("a sent message is stored, the form empties and says thank you in green", async ({
    page,
    request,
  }) => {
    await openContact(page);
    const sent = entry();
    await fillForm(page, sent);
    const answer = page.waitForResponse((response) => response.url().includes("submissions.createContact"));
    await sendButton(page).click();

    const response = await answer;
    expect(response.status()).toBe(200);
    const [first]: { result: { data: { id: string } } }[] = await response.json();
    const id = first?.result.data.id;
    expect(id).toMatch(/\S/);

    await expectResult(page, SUCCESS, "success");
    await expectFormHolds(page, { name: "", email: "", phone: "", message: "" });
    await expect(sendButton(page)).toHaveText("Send Message");
    await expect(sendButton(page)).toBeEnabled();

    const stored = await storedContacts(request);
    expect(stored.find((row) => row.email === sent.email)).toMatchObject({ id, ...sent });
  });

  test("while the message is on its way the button reads 'Sending...' and cannot be pressed", async ({
    page,
  }) => {
    await openContact(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(CONTACT_CALL, async (route) => {
      await held;
      await route.continue();
    });
    await fillForm(page, entry());
    await sendButton(page).click();

    await expect(sendButton(page)).toHaveText("Sending...");
    await expect(sendButton(page)).toBeDisabled();
    await expect(result(page)).toBeEmpty();

    release();
    await expectResult(page, SUCCESS, "success");
    await expect(sendButton(page)).toHaveText("Send Message");
    await expect(sendButton(page)).toBeEnabled();
  });

  test("the result message clears after 5 seconds", async ({ page }) => {
    await page.clock.install();
    await openContact(page);
    // Note the page's own (fake) time at the moment a message appears in the status region.
    await result(page).evaluate((region) => {
      new MutationObserver((_, observer) => {
        if (!region.textContent) return;
        document.body.dataset.shownAt = String(Date.now());
        observer.disconnect();
      }).observe(region, { childList: true, subtree: true });
    });
    await fillForm(page, entry());
    await sendButton(page).click();
    await expectResult(page, SUCCESS, "success");

    // Freeze the clock, then step to just before and just after the 5 s since it appeared.
    const shownAt = Number(await page.evaluate(() => document.body.dataset.shownAt));
    const pausedAt = (await page.evaluate(() => Date.now())) + 10;
    await page.clock.pauseAt(pausedAt);
    await page.clock.runFor(shownAt + 4_900 - pausedAt);
    await expect(result(page).locator("p")).toHaveText(SUCCESS);
    await page.clock.runFor(200);
    await expect(result(page)).toBeEmpty();
  });
});

test.describe("failures", () => {
  // These calls fail on purpose; Chromium logs each failed load, which is not an app error.
  test.use({ expectedFailedRequests: ["submissions.createContact"] });

  test("a server error shows the red error text and keeps everything typed", async ({ page }) => {
    await openContact(page);
    await page.route(CONTACT_CALL, (route) => route.fulfill({ status: 500, body: "Internal Server Error" }));
    const typed = entry();
    await fillForm(page, typed);
    await sendButton(page).click();

    await expectResult(page, FAILURE, "error");
    await expectFormHolds(page, typed);
    await expect(sendButton(page)).toBeEnabled();
  });

  test("a refused request (too many messages) is a failure too", async ({ page }) => {
    await openContact(page);
    await page.route(CONTACT_CALL, (route) =>
      route.fulfill(
        trpcError(
          429,
          "TOO_MANY_REQUESTS",
          "Too many requests from your network. Please try again in 60 minute(s).",
        ),
      ),
    );
    const typed = entry();
    await fillForm(page, typed);
    await sendButton(page).click();
    await expectResult(page, FAILURE, "error");
    await expectFormHolds(page, typed);
  });

  test("the server's own field message appears beside the field it names", async ({ page }) => {
    await openContact(page);
    // The browser passes the form; on the way out the e-mail is spoiled, so the real server
    // refuses it and answers with its own per-field message.
    await page.route(CONTACT_CALL, async (route: Route) => {
      const body = route.request().postDataJSON() as Record<string, Record<string, unknown>>;
      const input = body["0"] ?? {};
      await route.continue({ postData: JSON.stringify({ ...body, 0: { ...input, email: "not-an-email" } }) });
    });
    const typed = entry();
    await fillForm(page, typed);
    const answer = page.waitForResponse((response) => response.url().includes("submissions.createContact"));
    await sendButton(page).click();
    expect((await answer).status()).toBe(400);

    await expect(field(page, "Email Address")).toHaveAccessibleDescription(
      "Enter a valid email address, like name@example.com.",
    );
    await expect(field(page, "Email Address")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Email Address")).toBeFocused();
    await expectResult(page, FAILURE, "error");
    await expectFormHolds(page, typed);
  });

  test("several field messages from the server land on their fields", async ({ page }) => {
    await openContact(page);
    await page.route(CONTACT_CALL, (route) =>
      route.fulfill(
        trpcError(400, "BAD_REQUEST", "name: Full name is too long.; message: Message is too long.", {
          name: "Full name must be at most 200 characters.",
          message: "Message must be at most 5000 characters.",
          unknown_field: "ignored",
        }),
      ),
    );
    const typed = entry();
    await fillForm(page, typed);
    await sendButton(page).click();
    await expect(field(page, "Full Name")).toHaveAccessibleDescription(
      "Full name must be at most 200 characters.",
    );
    await expect(field(page, "Message")).toHaveAccessibleDescription(
      "Message must be at most 5000 characters.",
    );
    await expect(field(page, "Email Address")).not.toHaveAttribute("aria-invalid", "true");
    await expectResult(page, FAILURE, "error");
    await expectFormHolds(page, typed);

    // Sending again after a fix clears the old messages.
    await page.unroute(CONTACT_CALL);
    await sendButton(page).click();
    await expectResult(page, SUCCESS, "success");
    await expect(form(page).getByText("Full name must be at most 200 characters.")).toHaveCount(0);
  });
});

for (const scheme of colorSchemes) {
  test.describe(`${scheme} scheme`, () => {
    test.use({ expectedFailedRequests: ["submissions.createContact"] });

    test(`the contact page has no serious accessibility problems, idle and with each result`, async ({
      page,
    }) => {
      await useScheme(page, scheme);
      await openContact(page);
      await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", scheme);
      await page.waitForLoadState("networkidle");
      await expectNoSeriousViolations(page, `/contact in ${scheme}`);

      // A field message, then the red failure text.
      await page.route(CONTACT_CALL, (route) => route.fulfill({ status: 500, body: "" }));
      await fillForm(page, entry({ email: "jordan@" }));
      await sendButton(page).click();
      await expect(form(page).getByText("Enter a valid email address, like name@example.com.")).toBeVisible();
      await expectNoSeriousViolations(page, `/contact with a field message in ${scheme}`);
      await field(page, "Email Address").fill("jordan@example.com");
      await sendButton(page).click();
      await expectResult(page, FAILURE, "error");
      await expectNoSeriousViolations(page, `/contact with an error in ${scheme}`);

      // The green thank-you.
      await page.unroute(CONTACT_CALL);
      await sendButton(page).click();
      await expectResult(page, SUCCESS, "success");
      await expectNoSeriousViolations(page, `/contact after sending in ${scheme}`);
    });

    test(`390 px wide, the contact page has no serious accessibility problems`, async ({ page }) => {
      await useScheme(page, scheme);
      await page.setViewportSize({ width: 390, height: 844 });
      await openContact(page);
      await page.waitForLoadState("networkidle");
      await expectNoSeriousViolations(page, `/contact in ${scheme} at 390 px`);
    });
  });
}
