import {
  fileInput,
  fillForm,
  png,
  request,
  result,
  SUCCESS,
  sentView,
  submitButton,
} from "./artwork-helpers";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { waitForEmail } from "./mailbox";

// Issue 26 (b): an artwork request used to end in a small note under an emptied form, with no
// number, no e-mail and no link. Now: a success view with its reference number (focus on its
// heading, so a phone shows it), the customer's receipt with the number and a private link, and
// the link opens the request. One real request (the store limits them per network).

test("390 px: sent → the success view with its number → the e-mailed link opens the request", async ({
  page,
}) => {
  const email = `artwork-${Date.now().toString(36)}@example.com`;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/custom-artwork");
  await expect(page.getByRole("heading", { level: 1, name: "Custom Artwork Request" })).toBeVisible();
  await fillForm(page);
  await page.getByRole("textbox", { name: "Email Address", exact: true }).fill(email);
  await fileInput(page).setInputFiles([png("crest.png")]);
  await submitButton(page).click();

  // The view's heading names the number and has the focus, on screen on a phone.
  const heading = page.getByRole("heading", { level: 2, name: /^Request A-\d+ received$/ });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  const reference = /A-\d+/.exec((await heading.textContent()) ?? "")?.[0] ?? "";
  await expect(result(page)).toHaveText(SUCCESS);
  await expect(sentView(page)).toContainText(`We e-mailed a confirmation to ${email}`);
  await expect(sentView(page)).toContainText("Files sent: crest.png");
  await expect(sentView(page).getByRole("button", { name: "Send another request" })).toBeVisible();
  const pageLink = sentView(page).getByRole("link", { name: "See your request" });
  await expect(pageLink).toHaveAttribute("href", /^\/review\/[A-Za-z0-9_-]{43}$/);

  for (const scheme of colorSchemes) {
    await useScheme(page, scheme);
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", scheme);
    await expectNoSeriousViolations(page, `artwork success view, ${scheme}, 390 px`);
  }

  // The receipt: the number, the file by name, what happens next and the private link.
  const receipt = await waitForEmail(email, `Your reference number is ${reference}.`);
  expect(receipt).toContain(`Subject: We received your artwork request (${reference})`);
  expect(receipt).toContain("Files: crest.png");
  expect(receipt).toContain("What happens next:");
  const link = /https?:\/\/[^\s"]+(\/review\/[A-Za-z0-9_-]{43})/.exec(receipt)?.[1];
  expect(link, "the receipt's private link").toBeTruthy();

  await page.goto(link ?? "");
  await expect(
    page.getByRole("heading", { level: 1, name: `Artwork request ${reference} for ${request.team}` }),
  ).toBeVisible();
});
