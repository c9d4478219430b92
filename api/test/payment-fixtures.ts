import { insertProduct } from "@store/db/seed";
import { type StripeStandIn, startStripeStandIn } from "@store/payment-stand-ins";
import { paymentProviders } from "../src/payments/providers";
import { stripeProvider } from "../src/payments/stripe-provider";
import { send, signedInHeaders, startTestServer, type TestServer, type TestServerOptions } from "./helpers";

export const WEBHOOK_SECRET = "whsec_api_tests_signing_secret";
export const STRIPE_KEY = "sk_test_api_tests";

export interface PaymentsWorld {
  server: TestServer;
  stripe: StripeStandIn;
  admin: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * A store with Stripe live, its SDK pointed at the stand-in of Stripe's API (tools/payment-stand-ins),
 * whose signed events go to the store's webhook. `autoDeliver: false` queues events for race tests.
 */
export async function startPaymentsWorld(
  options: { autoDeliver?: boolean; server?: TestServerOptions } = {},
): Promise<PaymentsWorld> {
  const stripe = await startStripeStandIn({
    webhookSecret: WEBHOOK_SECRET,
    port: 0,
    autoDeliver: options.autoDeliver ?? true,
  });
  const payments = paymentProviders({
    hosted: stripeProvider({ secretKey: STRIPE_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: stripe.url }),
  });
  const server = await startTestServer({ ...options.server, payments });
  stripe.setWebhook(`${server.url}/api/payments/webhooks/stripe`);
  const admin = await signedInHeaders(server, "admin");
  return {
    server,
    stripe,
    admin,
    async stop() {
      await server.stop();
      await stripe.close();
    },
  };
}

/** The owner's checkout choice, as the settings screen saves it. */
export async function chooseCheckout(world: PaymentsWorld, checkout: string) {
  const res = await send(world.server, "PATCH", "/api/payments/settings", { checkout }, world.admin);
  if (res.status !== 200) throw new Error(`settings: ${res.status} ${JSON.stringify(res.body)}`);
}

export interface PlacedPayNow {
  id: string;
  number: number;
  total: number;
  trackingPath: string;
  paymentUrl: string | null;
  /** The Checkout Session's id (cs_...), from the page's address. */
  sessionId: string | null;
  status: number;
  body: unknown;
}

/** A checkout of `quantity` caps (counted stock) at $20 each, paid now unless told otherwise. */
export async function placeOrder(
  world: PaymentsWorld,
  product: { id: string },
  options: { payment?: string; quantity?: number; email?: string; size?: string } = {},
): Promise<PlacedPayNow> {
  const res = await send(world.server, "POST", "/api/checkout", {
    customer: {
      name: "Pat Parent",
      email: options.email ?? "pat.parent@example.com",
      phone: "(205) 555-0100",
    },
    fulfilment: { method: "pickup" },
    ...(options.payment ? { payment: options.payment } : {}),
    lines: [
      {
        product_id: product.id,
        quantity: options.quantity ?? 1,
        ...(options.size ? { size: options.size } : {}),
      },
    ],
  });
  const data = (res.body as { data?: Record<string, unknown> }).data;
  const order = data?.order as { id: string; number: number; total: number } | undefined;
  const paymentUrl = (data?.payment_url as string | null | undefined) ?? null;
  return {
    id: order?.id ?? "",
    number: order?.number ?? 0,
    total: order?.total ?? 0,
    trackingPath: (data?.tracking_path as string | undefined) ?? "",
    paymentUrl,
    sessionId: paymentUrl ? (paymentUrl.split("/").pop() ?? null) : null,
    status: res.status,
    body: res.body,
  };
}

export const capProduct = (world: PaymentsWorld, name = `Cap ${Date.now()}`) =>
  insertProduct(world.server.database.db, { name, price: 20, category: "accessories" });
