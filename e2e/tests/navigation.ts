import type { Page } from "@playwright/test";

/**
 * Opens `path` the way a visitor moving around the store reaches it: the app is loaded on another
 * page first, then the address changes inside it (as Back/Forward do). A page loaded directly
 * carries its first data inside its HTML; a page reached in the app calls the server for it, and
 * those calls are what loading and failure tests hold back or break.
 */
export async function visitInApp(page: Page, path: string, from = "/about") {
  await page.goto(from);
  await page.getByRole("banner").waitFor();
  await page.evaluate((to) => {
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state: {} }));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}
