import type { Page } from "@playwright/test";
import { adminApi, PNG_BYTES, sendArtworkRequest, signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { ensureProof } from "./quote-factories";

const table = (page: Page) => page.getByRole("table", { name: "Recent Submissions" });
const rowOf = (page: Page, text: string) => table(page).getByRole("row").filter({ hasText: text });
const details = (page: Page) => page.getByRole("dialog", { name: "Submission Details" });
const region = (page: Page, name: string) => details(page).getByRole("region", { name, exact: true });

async function openDetails(page: Page, search: string, name: string) {
  await signInAsAdmin(page);
  await page.goto(`/admin/custom-artwork-submissions?search=${encodeURIComponent(search)}`);
  await rowOf(page, name)
    .getByRole("button", { name: /View details/i })
    .click();
  await expect(details(page)).toBeVisible();
}

test.describe("artwork request proofs", () => {
  const stamp = Date.now();
  const customer = `Morgan Proofs ${stamp}`;

  let id = "";

  test.beforeAll(async ({ request }) => {
    ({ id } = await sendArtworkRequest(request, { name: customer, team_name: `Jemison Panthers ${stamp}` }));
  });

  test("a new request shows its status in the table and the dialog", async ({ page }) => {
    await openDetails(page, String(stamp), customer);
    await expect(rowOf(page, customer)).toContainText("New");
    await expect(region(page, "Status")).toContainText("New");
    await expect(region(page, "Proofs")).toContainText("No proofs sent yet.");
  });

  test("staff send a proof: it is listed, the request is marked proof sent and the history says so", async ({
    page,
  }) => {
    await openDetails(page, String(stamp), customer);
    const proofs = region(page, "Proofs");
    await proofs.locator('input[type="file"]').setInputFiles({
      name: "panthers-proof.png",
      mimeType: "image/png",
      buffer: PNG_BYTES,
    });
    await proofs
      .getByRole("textbox", { name: "Message for the customer" })
      .fill("Panther head, gold outline.");
    await proofs.getByRole("button", { name: "Send proof" }).click();
    const list = proofs.getByRole("list", { name: "Proofs sent" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).toContainText("Version 1");
    await expect(list).toContainText("Panther head, gold outline.");
    await expect(list.getByRole("img", { name: "Proof version 1" })).toBeVisible();
    await expect(region(page, "Status")).toContainText("Proof sent");
    await expect(region(page, "History")).toContainText("version 1");
    await page.keyboard.press("Escape");
    await expect(rowOf(page, customer)).toContainText("Proof sent");
  });

  test("the status filter lives in the URL and narrows the list", async ({ page, request }) => {
    await ensureProof(await adminApi(request), "artwork", id, PNG_BYTES);
    await signInAsAdmin(page);
    await page.goto(`/admin/custom-artwork-submissions?search=${encodeURIComponent(customer)}`);
    await expect(rowOf(page, customer)).toBeVisible();
    await page.getByRole("combobox", { name: "Filter by status" }).click();
    await page.getByRole("option", { name: "Approved" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("status") === "approved");
    await expect(page.getByText("No submissions found")).toBeVisible();
    await page.goto(
      `/admin/custom-artwork-submissions?search=${encodeURIComponent(customer)}&status=proof_sent`,
    );
    await expect(page.getByRole("combobox", { name: "Filter by status" })).toHaveValue("Proof sent");
    await expect(rowOf(page, customer)).toContainText("Proof sent");
  });

  test("a proof that is not an image or PDF is refused before sending", async ({ page }) => {
    await openDetails(page, String(stamp), customer);
    const proofs = region(page, "Proofs");
    await proofs.locator('input[type="file"]').setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not a proof"),
    });
    await expect(proofs).toContainText("Choose a JPEG, PNG or GIF image, or a PDF.");
  });

  for (const scheme of colorSchemes) {
    test(`the details with the proofs panel pass axe (${scheme})`, async ({ page, request }) => {
      await ensureProof(await adminApi(request), "artwork", id, PNG_BYTES);
      await useScheme(page, scheme);
      await openDetails(page, String(stamp), customer);
      await expect(region(page, "Proofs").getByRole("listitem").first()).toBeVisible();
      await expectNoSeriousViolations(page, `artwork details with proofs (${scheme})`);
    });
  }
});
