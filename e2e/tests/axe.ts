import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Serious and critical axe findings, one readable line per affected element. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A colour read half-way through a fade is not the colour anyone reads: let transitions finish.
  // Spinners and skeletons loop for ever, so only finite ones are waited for.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    null,
    { timeout: 5000 },
  );
  // Legacy mode runs axe once in the page, as axe.run does; the default runs it per frame and then
  // again in a new blank page to merge the parts, for cross-origin frames, which no screen here
  // has (the findings were the same on every page compared, in 40-60% of the time). Only the
  // violations are read, so passes and the rest are not listed node by node.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) =>
      v.nodes.map(
        (node) => `[${v.impact}] ${v.id}: ${v.help} — ${node.target.join(" ")} — ${node.failureSummary}`,
      ),
    );
}

/** Fails the test with one line per serious or critical axe finding on the page as it is now. */
export async function expectNoSeriousViolations(page: Page, what: string) {
  const found = await seriousViolations(page);
  expect(found, `${what}:\n${found.join("\n")}`).toEqual([]);
}

/** The two colour schemes every screen is checked in. */
export const colorSchemes = ["light", "dark"] as const;

/** Shows the page in one scheme with motion reduced, so no fade is half-way through a contrast check. */
export async function useScheme(page: Page, scheme: (typeof colorSchemes)[number]) {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
}
