// Checks a Checkout Session's parameters the way Stripe does, with its error messages.
import { invalidParam, missingParam, StripeApiError } from "./errors.js";
import { type FormObject, text } from "./form.js";

const MIN_EXPIRY_SECONDS = 30 * 60;
export const MAX_EXPIRY_SECONDS = 24 * 60 * 60;

export interface LineItem {
  name: string;
  unitAmount: number;
  quantity: number;
}

export function parseLineItems(form: FormObject): { list: LineItem[]; currency: string } {
  const raw = form.line_items;
  if (!Array.isArray(raw) || raw.length === 0) throw missingParam("line_items");
  let currency: string | undefined;
  const list = raw.map((item, index) => {
    const param = `line_items[${index}]`;
    if (typeof item !== "object" || Array.isArray(item))
      throw invalidParam(param, `${param} must be an object with price_data and quantity.`);
    const priceData = item.price_data;
    if (typeof priceData !== "object" || Array.isArray(priceData)) {
      throw invalidParam(
        `${param}[price_data]`,
        `The stand-in only implements ${param}[price_data] (inline prices), not saved prices.`,
      );
    }
    const unitAmount = Number(text(priceData, "unit_amount"));
    if (!Number.isInteger(unitAmount) || unitAmount < 0)
      throw invalidParam(
        `${param}[price_data][unit_amount]`,
        `${param}[price_data][unit_amount] must be a whole number of cents.`,
      );
    const itemCurrency = text(priceData, "currency");
    if (!itemCurrency) throw missingParam(`${param}[price_data][currency]`);
    if (currency && itemCurrency !== currency)
      throw invalidParam(`${param}[price_data][currency]`, "All line items must use the same currency.");
    currency = itemCurrency;
    const productData = priceData.product_data;
    const name =
      typeof productData === "object" && !Array.isArray(productData) ? text(productData, "name") : undefined;
    if (!name) throw missingParam(`${param}[price_data][product_data][name]`);
    const quantity = Number(text(item, "quantity"));
    if (!Number.isInteger(quantity) || quantity < 1)
      throw invalidParam(`${param}[quantity]`, `${param}[quantity] must be a whole number of at least 1.`);
    return { name, unitAmount, quantity };
  });
  return { list, currency: currency ?? "usd" };
}

export function parseExpiry(value: string | undefined, created: number): number {
  if (value === undefined) return created + MAX_EXPIRY_SECONDS;
  const expiresAt = Number(value);
  if (!Number.isInteger(expiresAt))
    throw invalidParam(
      "expires_at",
      `Invalid integer: expires_at must be a unix timestamp in seconds, got '${value}'.`,
    );
  if (expiresAt < created + MIN_EXPIRY_SECONDS) {
    throw new StripeApiError(
      400,
      "invalid_request_error",
      "The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.",
      undefined,
      "expires_at",
    );
  }
  if (expiresAt > created + MAX_EXPIRY_SECONDS) {
    throw new StripeApiError(
      400,
      "invalid_request_error",
      "The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.",
      undefined,
      "expires_at",
    );
  }
  return expiresAt;
}
