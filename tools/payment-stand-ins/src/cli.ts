// Runs the Stripe stand-in for someone trying online payments on their machine:
//   node --import tsx tools/payment-stand-ins/src/cli.ts --port 4242 \
//     --webhook http://127.0.0.1:3000/api/payments/webhooks/stripe --secret whsec_local
import { parseArgs } from "node:util";
import { startStripeStandIn } from "./index.js";

const usage =
  "Usage: node --import tsx tools/payment-stand-ins/src/cli.ts [--port 4242] [--webhook URL of the store's Stripe webhook endpoint] [--secret whsec_...]";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "4242" },
    webhook: { type: "string", default: "http://127.0.0.1:3000/api/payments/webhooks/stripe" },
    secret: { type: "string", default: "whsec_local" },
    help: { type: "boolean", default: false },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, got '${values.port}'.\n${usage}`);
  process.exit(2);
}

const standIn = await startStripeStandIn({ port, webhookUrl: values.webhook, webhookSecret: values.secret });
console.log(`Stripe stand-in listening on ${standIn.url} (test mode only; nothing leaves this machine).
Events are signed with ${values.secret} and POSTed to ${values.webhook}.

Start the store with:
  STRIPE_SECRET_KEY=sk_test_local STRIPE_WEBHOOK_SECRET=${values.secret} STRIPE_API_BASE=${standIn.url}

Checkout pages open at ${standIn.url}/c/pay/<session id>. Ctrl-C stops.`);

let reported = 0;
const reporter = setInterval(() => {
  for (const event of standIn.events.slice(reported)) console.log(`event ${event.id} ${event.type}`);
  reported = standIn.events.length;
}, 500);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    clearInterval(reporter);
    void standIn.close().then(() => process.exit(0));
  });
}
