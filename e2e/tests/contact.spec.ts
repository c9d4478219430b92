import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import {
  CONTACT_CALL,
  entry,
  expectResult,
  FAILURE,
  field,
  fillForm,
  form,
  main,
  openContact,
  result,
  SUCCESS,
  sendButton,
} from "./contact-helpers";
import { expect, test } from "./fixtures";
import {
  expectStoreHours,
  expectStoreMap,
  openAndRecordRequests,
  storeStreet,
  thirdPartyRequests,
} from "./store-location";

// The contact page: what it shows, the checks the browser makes with the checker it fetches on
// first use, and its accessibility. Sending and the store's answers are in contact-sending.spec.ts.

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
