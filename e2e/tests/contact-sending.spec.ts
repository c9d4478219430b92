import type { Route } from "@playwright/test";
import {
  CONTACT_CALL,
  entry,
  expectFormHolds,
  expectResult,
  FAILURE,
  field,
  fillForm,
  form,
  openContact,
  result,
  SUCCESS,
  sendButton,
  storedContacts,
  trpcError,
} from "./contact-helpers";
import { expect, test } from "./fixtures";

// Sending a contact message: stored once, the form emptied and thanked, 'Sending...' meanwhile,
// and every kind of refusal shown without losing what was typed.

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
    // A margin the round trip to pauseAt cannot outrun on a loaded machine (10 ms did).
    const pausedAt = (await page.evaluate(() => Date.now())) + 500;
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
