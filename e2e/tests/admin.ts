import { type APIRequestContext, type Page, type Route, request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { e2eAdmin } from "./staff";

/** Signs the page's browser in as the e2e store's admin through the real login endpoint. */
export async function signInAsAdmin(page: Page) {
  const res = await page.request.post("/api/auth/login", { data: e2eAdmin });
  expect(res.ok(), "admin sign-in").toBe(true);
}

/**
 * A signed-in staff-side user who is not an admin, in this browser. Sign-up makes no password
 * accounts (it e-mails a customer sign-in link), so the admin makes a staff account and removes
 * its access: what is left is the non-admin user the portal must turn away.
 */
export async function signInAsCustomer(page: Page): Promise<{ email: string; password: string }> {
  const account = {
    email: `customer-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`,
    password: "customer-password-1",
  };
  const baseURL = String(test.info().project.use.baseURL);
  const admin = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    expect((await admin.post("/api/auth/login", { data: e2eAdmin })).ok(), "admin sign-in").toBe(true);
    const created = await admin.post("/api/staff-accounts", { data: account });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = ((await created.json()) as { data: { id: string } }).data;
    expect((await admin.delete(`/api/staff-accounts/${id}`)).ok(), "staff access removed").toBe(true);
  } finally {
    await admin.dispose();
  }
  expect((await page.request.post("/api/auth/login", { data: account })).ok()).toBe(true);
  return account;
}

/** An API client signed in as the admin, to set up data and check what the portal changed. */
export async function adminApi(request: APIRequestContext): Promise<APIRequestContext> {
  expect((await request.post("/api/auth/login", { data: e2eAdmin })).ok(), "admin sign-in").toBe(true);
  return request;
}

/** The sidebar (large screens) or the drawer (small ones). */
export const adminNav = (page: Page) => page.getByRole("navigation", { name: "Admin" });

// A real 1x1 PNG and a minimal PDF: the server recognises both by their first bytes.
export const PNG_BYTES = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
export const PDF_BYTES = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

/** Sends an artwork request as the public form does (multipart to the public REST path). */
export async function sendArtworkRequest(
  request: APIRequestContext,
  fields: { name: string; team_name: string; files?: { name: string; mimeType: string; buffer: Buffer }[] },
): Promise<{ id: string; uploaded_design_url: string | null }> {
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    name: fields.name,
    email: "coach@example.com",
    team_name: fields.team_name,
    products_interested: "Jerseys and shorts",
    ordering_items: "Full Sub Jersey, Hats",
    artwork_details: "Navy and gold with a tiger on the chest.",
  };
  // Playwright's multipart takes one value per name; repeated files go through FormData.
  const form = new FormData();
  for (const [key, value] of Object.entries(multipart))
    if (typeof value === "string") form.append(key, value);
  for (const file of fields.files ?? []) {
    form.append("files", new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  }
  const res = await request.post("/api/custom-artwork-submissions", { multipart: form });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data;
}

/**
 * Makes one tRPC procedure fail as the server would (its batch-shaped error), letting the other
 * calls of the same batch through to the real server.
 */
export async function failProcedure(page: Page, procedure: string, status: number, message: string) {
  await page.route(`**/trpc/**${procedure}**`, async (route: Route) => {
    const url = new URL(route.request().url());
    const procedures = url.pathname.replace("/trpc/", "").split(",");
    if (!procedures.includes(procedure)) return route.fallback();
    const real = procedures.length > 1 ? ((await (await route.fetch()).json()) as unknown[]) : [];
    const code = status === 500 ? "INTERNAL_SERVER_ERROR" : "BAD_REQUEST";
    const answers = procedures.map((name, i) =>
      name === procedure
        ? { error: { message, code: -32603, data: { code, httpStatus: status, path: name } } }
        : real[i],
    );
    const batched = url.searchParams.has("batch");
    await route.fulfill({
      status,
      contentType: "application/json",
      body: JSON.stringify(batched ? answers : answers[0]),
    });
  });
}
