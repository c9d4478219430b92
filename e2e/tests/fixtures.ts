import { test as base, expect, type Page } from "@playwright/test";

export interface ConsoleOptions {
  /**
   * URL fragments of calls a test makes fail on purpose. Chromium itself logs "Failed to load
   * resource" for them; only that browser line is forgiven, any error the app logs still fails.
   */
  expectedFailedRequests: string[];
  /** Wait after each load until the app has taken the page over (off for a page run without it). */
  waitForApp: boolean;
}

/**
 * Makes each load of `page` (goto, reload) wait until the app has taken the page over. The test's
 * own page does this already; a page a test opens itself (a second browser) calls it.
 */
export function waitsForApp(page: Page): Page {
  for (const method of ["goto", "reload"] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page["goto"]>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await original(...args);
        await page.waitForFunction(() => document.documentElement.dataset.live === "true", undefined, {
          timeout: 15_000,
        });
        return response;
      },
    });
  }
  return page;
}

/** A page that fails the test on any console error or uncaught exception it shows. */
export const test = base.extend<ConsoleOptions & { failOnConsoleErrors: undefined }>({
  expectedFailedRequests: [[], { option: true }],
  waitForApp: [true, { option: true }],
  // A server-drawn page shows its buttons before its script has taken them over; a click in that
  // moment would do nothing. Each load waits until the app is live, as a person waits for a page
  // to settle (web/src/app/AppProviders.tsx sets the mark).
  page: async ({ page, waitForApp }, use) => {
    if (waitForApp) waitsForApp(page);
    await use(page);
  },
  failOnConsoleErrors: [
    async ({ page, expectedFailedRequests }, use) => {
      const problems: string[] = [];
      // A page the server answers 404 on purpose (an unknown address): Chromium logs its load as
      // an error, but the store is doing its job; the page itself must still log nothing.
      const missingPages = new Set<string>();
      page.on("response", (response) => {
        if (response.request().isNavigationRequest() && response.status() === 404) {
          missingPages.add(response.url());
        }
      });
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const url = message.location().url;
        const expected =
          message.text().startsWith("Failed to load resource") &&
          (missingPages.has(url) || expectedFailedRequests.some((fragment) => url.includes(fragment)));
        if (!expected) problems.push(`console.error: ${message.text()} (${url})`);
      });
      page.on("pageerror", (error) => problems.push(`uncaught: ${error.message} at ${page.url()}`));
      await use(undefined);
      expect(problems, "the page logged errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
