// The stand-in of Stripe Checkout's hosted page: what a shopper sees after the store redirects to
// session.url. Plain, accessible HTML so Playwright can pay by the button's name.
import type Stripe from "stripe";
import type { LineItem } from "./store.js";

export function hostedPage(session: Stripe.Checkout.Session, items: LineItem[]): string {
  const amount = formatAmount(session.amount_total ?? 0, session.currency ?? "usd");
  const description = items
    .map((item) => (item.quantity > 1 ? `${item.quantity} × ${item.name}` : item.name))
    .join(", ");
  const body =
    session.status === "open"
      ? `<form method="post" action="/c/pay/${escapeHtml(session.id)}">
      <label for="card-number">Card number</label>
      <input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" value="4242 4242 4242 4242">
      <button type="submit">Pay ${escapeHtml(amount)}</button>
    </form>
    ${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p>` : ""}`
      : session.status === "complete"
        ? `<p role="status">This checkout session has already been paid.</p>`
        : `<p role="status">This checkout session has expired. Go back to the store to start again.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Pay ${escapeHtml(amount)} – Stripe Checkout (test stand-in)</title>
  <style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
  .notice{background:#fff3cd;border:1px solid #8a6d00;padding:.5rem}input,button{font:inherit;display:block;margin:.5rem 0;padding:.5rem;width:100%}
  button{background:#0a3d91;color:#fff;border:0;cursor:pointer}a{color:#0a3d91}</style>
</head>
<body>
  <main>
    <p class="notice">Test stand-in of Stripe Checkout: no real card is charged.</p>
    <h1>${escapeHtml(description || "Order")}</h1>
    <p>Amount due: <strong>${escapeHtml(amount)}</strong></p>
    ${body}
  </main>
</body>
</html>`;
}

export function notFoundPage(id: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout session not found – Stripe Checkout (test stand-in)</title></head>
<body><main><h1>Checkout session not found</h1><p>The Stripe stand-in has no checkout session ${escapeHtml(id)}.</p></main></body></html>`;
}

function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
