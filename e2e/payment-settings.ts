const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * The run's stand-in of Stripe's API (tools/payment-stand-ins) listens here; the store under test
 * is started with test keys pointing at it, so its Stripe SDK talks to 127.0.0.1 and no further.
 */
export const e2eStripePort = port + 26;
export const e2eStripe = {
  secretKey: "sk_test_e2e_store",
  webhookSecret: "whsec_e2e_store_signing_secret",
  apiBase: `http://127.0.0.1:${e2eStripePort}`,
  webhookUrl: `http://127.0.0.1:${port}/api/payments/webhooks/stripe`,
};

/** Square at the counter: the tests sign its events with this key, for this address, as Square would. */
export const e2eSquare = {
  accessToken: "EAAAE2E_square_access_token",
  signatureKey: "e2e-square-signature-key",
  webhookUrl: `http://127.0.0.1:${port}/api/payments/webhooks/square`,
};

/** The store's environment for both providers. */
export const paymentEnv = {
  STRIPE_SECRET_KEY: e2eStripe.secretKey,
  STRIPE_WEBHOOK_SECRET: e2eStripe.webhookSecret,
  STRIPE_API_BASE: e2eStripe.apiBase,
  SQUARE_ACCESS_TOKEN: e2eSquare.accessToken,
  SQUARE_WEBHOOK_SIGNATURE_KEY: e2eSquare.signatureKey,
  SQUARE_WEBHOOK_URL: e2eSquare.webhookUrl,
};
