import type { APIRequestContext, Page } from "@playwright/test";
import { adminApi, PDF_BYTES, signInAsAdmin } from "./admin";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { placeOrder, sizedProduct } from "./order-factories";
import { requestQuote, type SeededQuote } from "./quote-factories";

// A school's quote paid on its principal's purchase order (decision 084): the PO is on the record
// of the quote's e-mail, verified; staff make the quote exempt on a phone-sized screen.

const origin = () => String(test.info().project.use.baseURL);
const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

interface Exemption {
  id: string;
  customer_id: string;
  number: string;
}

/** The school's PO recorded from its quote (as the quote page's form sends it), then verified. */
async function verifiedPo(api: APIRequestContext, quote: SeededQuote, number: string): Promise<Exemption> {
  const added = await api.post(`/api/quotes/${quote.id}/tax-exemptions`, {
    headers: { origin: origin() },
    multipart: {
      kind: "school_po",
      organisation: "Clanton Middle School",
      number,
      document: { name: `${number}.pdf`, mimeType: "application/pdf", buffer: PDF_BYTES },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const exemption = ((await added.json()) as { data: Exemption }).data;
  const verified = await api.post(`/api/tax-exemptions/${exemption.id}/verify`, {
    headers: { origin: origin() },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return exemption;
}

test.describe("tax exemptions", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a school's quote is made exempt with its PO, and the record lists the PO", async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    const quote = await requestQuote(request, {
      team_name: `Clanton Middle Tigers ${stamp}`,
      contact_name: "Pat Principal",
      email: `principal-${stamp}@clantonmiddle.example`,
      roster: [{ name: "Ava Smith", number: "12", size: "Youth M" }],
    });
    const po = await verifiedPo(await adminApi(request), quote, `PO-${stamp}`);

    await signInAsAdmin(page);
    await page.goto(`/admin/quotes/${quote.id}`);
    const panel = section(page, "Sales tax exemption");
    await expect(panel.getByText("Sales tax is charged.")).toBeVisible();
    await panel.getByRole("button", { name: "Exempt from sales tax" }).click();
    const dialog = page.getByRole("dialog", { name: "Exempt from sales tax" });
    await expect(dialog.getByRole("combobox", { name: "Exemption" })).toHaveValue(new RegExp(po.number));
    await dialog
      .getByRole("textbox", { name: "Reason" })
      .fill("Paid with school funds on the principal's PO.");
    await dialog.getByRole("button", { name: "Make exempt" }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByText(`School purchase order ${po.number}, Clanton Middle School.`)).toBeVisible();
    await expect(panel.getByText("Reason: Paid with school funds on the principal's PO.")).toBeVisible();

    for (const scheme of colorSchemes) {
      await useScheme(page, scheme);
      await expectNoSeriousViolations(page, `exempt quote (${scheme})`);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await panel.scrollIntoViewIfNeeded();
        await panel.screenshot({ path: test.info().outputPath(`quote-exemption-${width}-${scheme}.png`) });
      }
      await page.setViewportSize({ width: 390, height: 844 });
    }

    await page.goto(`/admin/customers/${po.customer_id}`);
    const exemptions = section(page, "Tax exemptions");
    const row = exemptions.getByRole("row").filter({ hasText: po.number });
    await expect(row.getByText("Verified")).toBeVisible();
    await expect(row.getByRole("link", { name: `Open the document ${po.number}.pdf` })).toHaveAttribute(
      "href",
      `/api/tax-exemptions/${po.id}/document`,
    );
    await exemptions.getByRole("button", { name: "Add exemption" }).click();
    const form = page.getByRole("dialog", { name: "Add New Exemption" });
    await expect(form.getByRole("radio", { name: "School purchase order" })).toBeChecked();
    for (const scheme of colorSchemes) {
      await useScheme(page, scheme);
      await expectNoSeriousViolations(page, `add exemption form (${scheme})`);
      await page.screenshot({ path: test.info().outputPath(`add-exemption-390-${scheme}.png`) });
    }
    await form.getByRole("button", { name: "Cancel" }).click();
    for (const scheme of colorSchemes) {
      await useScheme(page, scheme);
      await expectNoSeriousViolations(page, `customer's exemptions (${scheme})`);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await exemptions.scrollIntoViewIfNeeded();
        await exemptions.screenshot({
          path: test.info().outputPath(`customer-exemptions-${width}-${scheme}.png`),
        });
      }
      await page.setViewportSize({ width: 390, height: 844 });
    }
  });

  test("an order is made exempt on its page; a family's team-store order shows the rule", async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    const product = await sizedProduct(request);
    const order = await placeOrder(request, `nonprofit-${stamp}@example.com`, [
      { product_id: product.id, size: product.sizes[0] ?? null, quantity: 2 },
    ]);
    const api = await adminApi(request);
    const choices = await api.get(`/api/orders/${order.id}/tax-exemptions`);
    const { customer_id } = ((await choices.json()) as { data: { customer_id: string } }).data;
    const added = await api.post(`/api/customers/${customer_id}/tax-exemptions`, {
      headers: { origin: origin() },
      multipart: {
        kind: "nonprofit",
        organisation: "Chilton County Booster Club",
        number: `EXM-${stamp}`,
        expires_on: "2099-12-31",
        document: { name: "certificate.pdf", mimeType: "application/pdf", buffer: PDF_BYTES },
      },
    });
    expect(added.status(), await added.text()).toBe(201);

    await signInAsAdmin(page);
    await page.goto(`/admin/orders/${order.number}`);
    const panel = section(page, "Sales tax exemption");
    // Not verified yet: verify it from here, then apply it.
    await panel.getByRole("button", { name: `Verify EXM-${stamp}` }).click();
    await expect(panel.getByRole("button", { name: `Verify EXM-${stamp}` })).toBeHidden();
    await panel.getByRole("button", { name: "Exempt from sales tax" }).click();
    const dialog = page.getByRole("dialog", { name: "Exempt from sales tax" });
    await dialog.getByRole("textbox", { name: "Reason" }).fill("Certificate on file, checked today.");
    await dialog.getByRole("button", { name: "Make exempt" }).click();
    await expect(
      panel.getByText(`Nonprofit certificate EXM-${stamp}, Chilton County Booster Club.`),
    ).toBeVisible();
    for (const scheme of colorSchemes) {
      await useScheme(page, scheme);
      await expectNoSeriousViolations(page, `exempt order (${scheme})`);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await panel.scrollIntoViewIfNeeded();
        await panel.screenshot({ path: test.info().outputPath(`order-exemption-${width}-${scheme}.png`) });
      }
      await page.setViewportSize({ width: 390, height: 844 });
    }

    const orders = await api.get("/api/orders?page_size=100");
    const rows = ((await orders.json()) as { data: { number: number; team_store: unknown }[] }).data;
    const family = rows.find((o) => o.team_store !== null);
    if (!family) throw new Error("the seed has no team-store order");
    await page.goto(`/admin/orders/${family.number}`);
    const familyPanel = section(page, "Sales tax exemption");
    await expect(
      familyPanel.getByText("Team-store orders are families buying for their own use"),
    ).toBeVisible();
    await expect(familyPanel.getByRole("button", { name: "Exempt from sales tax" })).toHaveCount(0);
  });
});
