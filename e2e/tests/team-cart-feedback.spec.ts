import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";
import { openTeamStore } from "./team-store-factories";

// A parent on a phone fills the team cart: every add is answered, the cart is one tap away and in
// the header's bag, names and numbers are checked as a line goes in, a line can be changed, and
// what stops the order is said beside Place Team Order with the focus there. The rules themselves
// are the API suite's (team-store-personalisation) and the catalogue's (db/test/print-rules).

const origin = () => String(test.info().project.use.baseURL);

// The taken number is refused on purpose: the browser logs that call's 409.
test.use({ expectedFailedRequests: ["/trpc/teamStores.placeOrder"] });

test("a team cart on a phone: toast, bar, the bag, checks at add, an edited line, errors beside the button", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const store = await openTeamStore(request);
  const { jersey } = store;
  const family = (await (await request.get(`/api/team-stores/by-slug/${store.slug}`)).json()).data;
  const itemId = family.items[0].id as string;
  // Another family has #8 already.
  const taken = await request.post(`/api/team-stores/by-slug/${store.slug}/orders`, {
    headers: { origin: origin() },
    data: {
      customer: { name: "Lee Parent", email: "lee.parent@example.com", phone: "205-555-0100" },
      player_name: "Sam Lee",
      lines: [{ item_id: itemId, size: jersey.sizes[0], quantity: 1, name: "Lee", number: "8" }],
    },
  });
  expect(taken.status(), await taken.text()).toBe(201);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/team/${store.slug}`);
  const pack = page.getByRole("region", { name: "Player Pack" });
  const name = pack.getByLabel("Name to print");
  const number = pack.getByLabel("Number");

  // Nothing chosen: every problem at once, beside its box, the focus on the first.
  await pack.getByRole("button", { name: "Add Player Pack" }).click();
  await expect(pack.getByText("Choose a size first.")).toBeVisible();
  await expect(pack.getByText('Type the name to print on "')).toBeVisible();
  await expect(pack.getByText('Type the number to print on "')).toBeVisible();
  await expect(pack.getByLabel(`Size of ${jersey.name}`)).toBeFocused();
  await expect(page.getByTestId("team-cart-line")).toHaveCount(0);

  // A long name is kept whole and refused in words; a name and number the shirt cannot carry too.
  await pack.getByLabel(`Size of ${jersey.name}`).selectOption(String(jersey.sizes[0]));
  await name.fill("Montgomery-Smith");
  await expect(name).toHaveValue("Montgomery-Smith");
  await expect(pack.getByText("Names print up to 12 letters — shorten it.")).toBeVisible();
  await name.fill("Sm1th😀");
  await number.fill("7a");
  await pack.getByRole("button", { name: "Add Player Pack" }).click();
  await expect(pack.getByText("may use only letters, spaces, hyphens")).toBeVisible();
  await expect(pack.getByText("A number is digits only, like 7 or 23")).toBeVisible();
  await expect(page.getByTestId("team-cart-line")).toHaveCount(0);

  // A good line: the toast names it, the bar shows the count and total.
  await name.fill("Smith");
  await number.fill("8");
  await pack.getByRole("button", { name: "Add Player Pack" }).click();
  await expect(page.getByTestId("team-cart-toast")).toContainText(
    `Added to your team cart: ${jersey.name} (${jersey.sizes[0]}, SMITH #8).`,
  );
  const bar = page.getByTestId("team-cart-bar");
  const price = Math.ceil(jersey.price) + 5;
  await expect(bar).toBeVisible();
  await expect(bar.getByRole("button")).toHaveText(`Team cart (1) · $${price.toFixed(2)} · Check out`);
  await expect(name).toHaveValue("");
  for (const scheme of colorSchemes) {
    await useScheme(page, scheme);
    await expectNoSeriousViolations(page, `the toast and the bar at 390 (${scheme})`);
  }
  await useScheme(page, "light");

  // The bar takes the family to the cart.
  await bar.getByRole("button").click();
  await expect(page.getByRole("heading", { name: "Team Cart" })).toBeFocused();
  await expect(page.getByRole("heading", { name: "Team Cart" })).toBeInViewport();
  // Beside the cart and its checkout the bar stands aside (it would cover the form), and it is back
  // once the family scrolls up to the items.
  await expect(bar).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toBeVisible();

  // The header's bag points to the team cart.
  await page.getByRole("button", { name: "Cart, 0 items" }).click();
  const bag = page.getByRole("dialog", { name: "Your Cart" });
  const link = bag.getByRole("link", { name: "Team cart for Clanton Eagles 12U (1)" });
  await expect(link).toHaveAttribute("href", `/team/${store.slug}#team-cart`);
  await expect(bag.getByText("Your cart is empty")).toHaveCount(0);
  await link.click();
  await expect(bag).toBeHidden();
  await expect(page.getByRole("heading", { name: "Team Cart" })).toBeInViewport();

  // Place Team Order with nothing filled: plain words beside the button, with the focus; each
  // sentence leads to its field, which says it too.
  const place = page.getByRole("button", { name: "Place Team Order" });
  await place.click();
  const problems = page.getByRole("alert").filter({ hasText: "Your order was not placed" });
  await expect(problems).toBeFocused();
  await expect(problems).toBeInViewport();
  await expect(problems).not.toContainText("customer.");
  await problems.getByRole("button", { name: "Your name is required." }).click();
  await expect(page.getByLabel("Your Name")).toBeFocused();
  await expect(page.getByText("Your name is required.")).toHaveCount(2);

  // The number another player wears: said beside the button and on the line, the focus on the words.
  await page.getByRole("combobox", { name: "Player's name" }).fill("Alex Ortiz");
  await page.getByLabel("Your Name").fill("Robin Ortiz");
  await page.getByLabel("Email Address").fill("ortiz.family@example.com");
  await page.getByLabel("Phone Number").fill("205-555-0188");
  await place.click();
  await expect(problems).toContainText(`${jersey.name} SMITH #8: Number 8 is already taken`);
  await expect(problems).toBeFocused();
  await expect(problems).toBeInViewport();
  const line = page.getByTestId("team-cart-line");
  await expect(line).toContainText("Number 8 is already taken");
  for (const scheme of colorSchemes) {
    await useScheme(page, scheme);
    await expectNoSeriousViolations(page, `the refusal beside the button at 390 (${scheme})`);
  }
  await useScheme(page, "light");

  // The line is changed in place, checked as an add is, and the order goes.
  await line.getByRole("button", { name: `Edit ${jersey.name} SMITH #8` }).click();
  await line.getByLabel("Number").fill("123");
  await line.getByRole("button", { name: "Save Line" }).click();
  await expect(line.getByText("Numbers in this store are")).toBeVisible();
  await line.getByLabel("Number").fill("9");
  await line.getByRole("button", { name: "Save Line" }).click();
  await expect(line).toContainText("prints SMITH #9");
  await place.click();
  await expect(page.getByText(/^Thank you! Your Clanton Eagles 12U order #\d+ is placed\.$/)).toBeVisible();
});
