import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The store's facts as the about and contact pages must show them (spec §9 hours). */
export const storeHours = [
  ["Mon-Fri", "9:00 AM-7:00 PM"],
  ["Sat", "9:00 AM-6:00 PM"],
  ["Sun", "12:00 PM-5:00 PM"],
] as const;
export const storeStreet = "1105 7th Street N";
export const storeTown = "Clanton, AL 35045";
export const mapsHref = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
  `${storeStreet}, ${storeTown}`,
)}`;

/**
 * Opens a page, scrolls to the bottom so every lazy picture loads, and returns each address the
 * page requested on the way.
 */
export async function openAndRecordRequests(page: Page, path: string): Promise<string[]> {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
  await page.waitForLoadState("networkidle");
  return requested;
}

/** Requests that left this site (data: URLs never leave the browser). */
export function thirdPartyRequests(page: Page, requested: string[]): string[] {
  const origin = new URL(page.url()).origin;
  return requested.filter((url) => !url.startsWith("data:") && new URL(url).origin !== origin);
}

/** The drawn street map and its link to the visitor's map app. */
export async function expectStoreMap(page: Page) {
  const link = page.getByRole("main").getByRole("link", { name: /Open in Maps/ });
  await expect(link).toHaveAttribute("href", mapsHref);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
  await expect(link).toHaveAccessibleName(/opens in a new tab/);

  const map = link.getByRole("img", { name: /map of downtown Clanton/i });
  await expect(map).toHaveAttribute("src", "/images/store-map.svg");
  await expect(map).toHaveAttribute("alt", /1105 7th Street N, Clanton, AL 35045/);
  await expect(map).toHaveAttribute("width", "800");
  await expect(map).toHaveAttribute("height", "500");
  await map.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      map.evaluate((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
}

/** Each day of the week with its opening time, in a description list. */
export async function expectStoreHours(page: Page, scope = page.getByRole("main")) {
  for (const [days, time] of storeHours) {
    const term = scope.locator("dt", { hasText: days });
    await expect(term).toHaveText(days);
    await expect(term.locator("xpath=following-sibling::dd[1]")).toHaveText(time);
  }
}
