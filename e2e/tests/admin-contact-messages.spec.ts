import type { APIRequestContext, Page } from "@playwright/test";
import { adminApi, signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";

test.describe.configure({ mode: "serial" });

const table = (page: Page) => page.getByRole("table", { name: "Contact messages" });
const rowOf = (page: Page, name: string) => table(page).getByRole("row").filter({ hasText: name });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Message" });

async function sendMessage(request: APIRequestContext, name: string, email: string): Promise<string> {
  const res = await request.post("/api/contact-submissions", {
    data: { name, email, phone: "205-555-0147", message: `Do you print numbers on the back? (${name})` },
    headers: { origin: String(test.info().project.use.baseURL) },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.id;
}

async function readAt(api: APIRequestContext, name: string): Promise<string | null> {
  const res = await api.get(`/api/contact-submissions?search=${encodeURIComponent(name)}`);
  expect(res.status()).toBe(200);
  return (await res.json()).data[0].read_at;
}

for (const width of [1280, 390]) {
  test(`opening a message marks it read; it can be marked unread again (${width} px)`, async ({
    page,
    request,
  }) => {
    const stamp = `${width}-${Date.now()}`;
    const name = `Pat Parent ${stamp}`;
    const email = `pat-${stamp}@example.com`;
    const id = await sendMessage(request, name, email);
    const api = await adminApi(request);
    await page.setViewportSize({ width, height: 900 });
    await signInAsAdmin(page);
    await page.goto("/admin/contact-messages");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Messages" })).toBeVisible();
    await expect(rowOf(page, name)).toContainText("Unread");

    // "Unread only" is kept in the address.
    const unreadOnly = page.getByRole("switch", { name: "Unread only" });
    await unreadOnly.click({ force: true });
    await expect(page).toHaveURL((url) => url.searchParams.get("unread") === "true");
    await expect(unreadOnly).toBeChecked();
    await expect(rowOf(page, name)).toBeVisible();

    await rowOf(page, name)
      .getByRole("button", { name: `Open the message from ${name}` })
      .click();
    await expect(dialog(page)).toContainText(`Do you print numbers on the back? (${name})`);
    await expect(dialog(page)).toContainText("205-555-0147");
    const reply = dialog(page).getByRole("link", { name: "Reply by email" });
    await expect(reply).toHaveAttribute(
      "href",
      `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent("Re: your message to Clanton Sports Apparel")}`,
    );
    await expect(dialog(page)).toContainText(/Read [A-Z][a-z]{2} \d+/);
    await expect.poll(() => readAt(api, name)).not.toBeNull();
    const audit = await api.get(`/api/audit-log?entity=contact&entity_id=${id}`);
    expect(audit.status()).toBe(200);
    expect((await audit.json()).data.map((e: { action: string }) => e.action)).toEqual(["contact.read"]);
    await dialog(page).getByRole("button", { name: "Close" }).click();
    await expect(dialog(page)).toBeHidden();
    // Read now, so no longer under "Unread only".
    await expect(rowOf(page, name)).toHaveCount(0);

    await unreadOnly.click({ force: true });
    await expect(page).toHaveURL((url) => !url.searchParams.has("unread"));
    await expect(unreadOnly).not.toBeChecked();
    await expect(rowOf(page, name)).not.toContainText("Unread");
    await rowOf(page, name)
      .getByRole("button", { name: `Open the message from ${name}` })
      .click();
    await dialog(page).getByRole("button", { name: "Mark as unread" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByText(`The message from ${name} is marked unread.`)).toBeVisible();
    await expect(rowOf(page, name)).toContainText("Unread");
    expect(await readAt(api, name)).toBeNull();
  });
}

for (const scheme of colorSchemes) {
  test(`the messages screen and an open message pass axe (${scheme})`, async ({ page, request }) => {
    const name = `Axe Visitor ${scheme} ${Date.now()}`;
    await sendMessage(request, name, `axe-${scheme}@example.com`);
    await useScheme(page, scheme);
    await signInAsAdmin(page);
    await page.goto("/admin/contact-messages");
    await expect(rowOf(page, name)).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectNoSeriousViolations(page, `contact messages (${scheme})`);
    await rowOf(page, name)
      .getByRole("button", { name: `Open the message from ${name}` })
      .click();
    await expect(dialog(page)).toContainText("Read ");
    await expectNoSeriousViolations(page, `an open message (${scheme})`);
  });
}
