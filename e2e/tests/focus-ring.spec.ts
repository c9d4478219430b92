import type { Locator } from "@playwright/test";
import { colorSchemes, expectNoSeriousViolations, useScheme } from "./axe";
import { expect, test } from "./fixtures";

// A keyboard user must see where they are. Every control's focus ring comes from one place
// (web/src/styles.css): at least 2 px, and at least 3:1 against both the control and the page in
// either scheme. Text fields used to show focus only as a 1 px border colour.

test.use({ viewport: { width: 390, height: 844 } });

interface Ring {
  width: number;
  style: string;
  /** Contrast of the ring's colour with the control's own background and with what is behind it. */
  againstControl: number;
  againstPage: number;
}

/** The focused element's ring, read from its computed outline (or, failing that, its box-shadow). */
async function ringOf(control: Locator): Promise<Ring> {
  return control.evaluate((el) => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = rgb(color).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: string, b: string) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
    };
    const opaque = (color: string) => {
      const parts = rgb(color);
      return parts.length === 3 || (parts[3] ?? 0) > 0;
    };
    /** The first painted background from the element outward. */
    const backgroundFrom = (start: Element | null) => {
      for (let node = start; node; node = node.parentElement) {
        const color = getComputedStyle(node).backgroundColor;
        if (opaque(color)) return color;
      }
      return "rgb(255, 255, 255)";
    };
    // A Mantine field's ring is on its input; a radio's on the radio itself.
    const style = getComputedStyle(el);
    const shadow = /(rgba?\([^)]*\))\s+0px\s+0px\s+0px\s+([\d.]+)px/.exec(style.boxShadow);
    const hasOutline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    const color = hasOutline ? style.outlineColor : (shadow?.[1] ?? "rgb(0, 0, 0)");
    return {
      width: hasOutline ? Number.parseFloat(style.outlineWidth) : Number(shadow?.[2] ?? 0),
      style: hasOutline ? style.outlineStyle : shadow ? "shadow" : "none",
      againstControl: contrast(color, backgroundFrom(el)),
      againstPage: contrast(color, backgroundFrom(el.parentElement?.parentElement ?? null)),
    };
  });
}

/**
 * The focused control's ring is 2 px or more and reads against the page; a field's ring also
 * against the field (a button's ring stands off its fill, on the page).
 */
async function expectVisibleRing(control: Locator, what: string, kind: "field" | "control" = "control") {
  await expect(control).toBeFocused();
  const ring = await ringOf(control);
  expect(ring.width, `${what}: ring width`).toBeGreaterThanOrEqual(2);
  expect(ring.style, `${what}: ring style`).not.toBe("none");
  if (kind === "field") {
    expect(ring.againstControl, `${what}: ring against the field`).toBeGreaterThanOrEqual(3);
  }
  expect(ring.againstPage, `${what}: ring against the page`).toBeGreaterThanOrEqual(3);
  // The ring is not clipped away: the control is on screen where the person is looking.
  await expect(control).toBeInViewport();
}

for (const scheme of colorSchemes) {
  test(`a keyboard user sees a ring on every kind of control (${scheme}, 390 px)`, async ({ page }) => {
    await useScheme(page, scheme);

    await page.goto("/contact");
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", scheme);
    const name = page.getByRole("textbox", { name: "Name" });
    await name.focus();
    await expectVisibleRing(name, "text field", "field");
    const message = page.getByRole("textbox", { name: /^Message/ });
    await message.focus();
    await expectVisibleRing(message, "text area", "field");
    // From the message, Tab reaches the send button.
    await page.keyboard.press("Tab");
    const send = page.getByRole("button", { name: /^Send/ });
    await expectVisibleRing(send, "button");
    await expectNoSeriousViolations(page, `/contact with a focused button in ${scheme}`);

    // On a phone the shop's sort and categories are in its Filters panel.
    await page.goto("/shop");
    await page.getByRole("button", { name: "Filters" }).click();
    const filters = page.getByRole("dialog");
    const sort = filters.getByRole("combobox", { name: "Sort by" });
    await sort.focus();
    await expectVisibleRing(sort, "select", "field");
    // Back from the sort to the categories by keyboard, as a keyboard user would (a ring shows for
    // the keyboard, not after a tap).
    const checked = filters.getByRole("radio", { checked: true });
    for (
      let step = 0;
      step < 15 && !(await checked.evaluate((el) => el === document.activeElement));
      step++
    ) {
      await page.keyboard.press("Shift+Tab");
    }
    await expectVisibleRing(checked, "radio");
    await expectNoSeriousViolations(page, `/shop with a focused radio in ${scheme}`);
  });
}
