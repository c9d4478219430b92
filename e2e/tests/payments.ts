import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * The owner's checkout choice, set through the API as the Payments screen saves it. Every e2e file
 * shares one store: a spec that changes it puts "in_store" back after.
 */
export async function chooseCheckoutPayment(api: APIRequestContext, origin: string, checkout: string) {
  const res = await api.patch("/api/payments/settings", { data: { checkout }, headers: { origin } });
  expect(res.status(), await res.text()).toBe(200);
}
