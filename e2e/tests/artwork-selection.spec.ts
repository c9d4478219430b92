import {
  anotherRequest,
  ENDPOINT,
  field,
  fillForm,
  openForm,
  result,
  SUCCESS,
  submitButton,
} from "./artwork-helpers";
import { expect, test } from "./fixtures";

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
    // Another request after a success starts the form over, without the selection.
    await anotherRequest(page).click();
    await expect(page.getByRole("note", { name: "Your selection" })).toHaveCount(0);
    await expect(field.products(page)).toHaveValue("");
  });

  test("unknown or malformed choices are ignored", async ({ page }) => {
    await openForm(page, "/custom-artwork?design=design-999&sport=curling&rush=2%20Hours");
    await expect(page.getByRole("note", { name: "Your selection" })).toHaveCount(0);
    await expect(field.products(page)).toHaveValue("");
  });
});
