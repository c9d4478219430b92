import { adminApi } from "./admin";
import { expect, test } from "./fixtures";

/**
 * Products a spec makes in the shared app are removed when each of its tests ends: the shop lists
 * the seed's catalogue, and other specs count it. Call at the spec's top level; it answers the
 * function that records a product made.
 */
export function removeMadeProducts(): (id: string) => void {
  const made: string[] = [];
  test.afterEach(async ({ playwright }, testInfo) => {
    if (made.length === 0) return;
    const origin = String(testInfo.project.use.baseURL);
    const admin = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
    try {
      await adminApi(admin);
      for (const id of made.splice(0)) {
        const gone = await admin.delete(`/api/products/${id}`);
        expect(gone.ok(), await gone.text()).toBe(true);
      }
    } finally {
      await admin.dispose();
    }
  });
  return (id) => {
    made.push(id);
  };
}
