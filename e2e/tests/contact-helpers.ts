import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { e2eAdmin } from "./staff";

// The contact page's form as its tests reach it: locators, a fresh message, and the server's answers.

export const SUCCESS = "Thank you! Your message has been sent successfully.";
export const FAILURE = "Error sending message. Please try again or call us directly.";
/** The tRPC call the form makes (httpBatchLink: /trpc/submissions.createContact?batch=1). */
export const CONTACT_CALL = "**/trpc/submissions.createContact**";

export const main = (page: Page) => page.getByRole("main");
export const form = (page: Page) => page.getByRole("form", { name: "Send Us a Message" });
export const field = (page: Page, label: string) =>
  form(page).getByRole("textbox", { name: label, exact: true });
export const sendButton = (page: Page) =>
  form(page).getByRole("button", { name: /^(Send Message|Sending\.\.\.)$/ });
export const result = (page: Page) => form(page).getByRole("status");

export interface Entry {
  name: string;
  email: string;
  phone: string;
  message: string;
}

let serial = 0;
/** A message no other test sends, so its stored row can be told apart. */
export function entry(overrides: Partial<Entry> = {}): Entry {
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

export async function openContact(page: Page) {
  await page.goto("/contact");
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Contact Us");
}

export async function fillForm(page: Page, values: Entry) {
  await field(page, "Full Name").fill(values.name);
  await field(page, "Email Address").fill(values.email);
  await field(page, "Phone Number").fill(values.phone);
  await field(page, "Message").fill(values.message);
}

export async function expectFormHolds(page: Page, values: Entry) {
  await expect(field(page, "Full Name")).toHaveValue(values.name);
  await expect(field(page, "Email Address")).toHaveValue(values.email);
  await expect(field(page, "Phone Number")).toHaveValue(values.phone);
  await expect(field(page, "Message")).toHaveValue(values.message);
}

/** The shown result: its text, and whether it is drawn in red or in green. */
export async function expectResult(page: Page, text: string, tone: "error" | "success") {
  const message = result(page).locator("p");
  await expect(message).toHaveText(text);
  await expect(message).toHaveAttribute("data-tone", tone);
  const [r = 0, g = 0] =
    (await message.evaluate((el) => getComputedStyle(el).color)).match(/\d+/g)?.map(Number) ?? [];
  if (tone === "error") expect(r - g, "red text").toBeGreaterThan(50);
  else expect(g - r, "green text").toBeGreaterThan(50);
}

/** The error body the server sends for a failed call, in tRPC's batch shape. */
export function trpcError(
  status: number,
  code: string,
  message: string,
  fieldErrors?: Record<string, string>,
) {
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
export async function storedContacts(request: APIRequestContext): Promise<Entry[]> {
  const login = await request.post("/api/auth/login", { data: e2eAdmin });
  expect(login.ok(), "admin sign-in").toBe(true);
  const list = await request.get("/api/contact-submissions");
  expect(list.ok()).toBe(true);
  const body: { data: (Entry & { id: string })[] } = await list.json();
  return body.data;
}
