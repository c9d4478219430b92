// The CLI a person runs to try payments locally: it says what to set, and the SDK can use it.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import Stripe from "stripe";
import { afterEach, expect, it } from "vitest";

let child: ChildProcess | undefined;

afterEach(async () => {
  if (child && child.exitCode === null) {
    child.kill("SIGTERM");
    await once(child, "exit");
  }
});

it("prints the variables to start the store with and answers the SDK on the port it names", async () => {
  const cli = fileURLToPath(new URL("./cli.ts", import.meta.url));
  child = spawn(
    process.execPath,
    ["--import", "tsx", cli, "--port", "0", "--webhook", "http://127.0.0.1:9/hooks", "--secret", "whsec_try"],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let output = "";
  const base = await new Promise<string>((resolve, reject) => {
    child?.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const found = output.match(/STRIPE_API_BASE=(http:\/\/127\.0\.0\.1:\d+)/);
      if (found?.[1]) resolve(found[1]);
    });
    child?.once("exit", (code) =>
      reject(new Error(`the CLI exited with ${code} before printing STRIPE_API_BASE:\n${output}`)),
    );
  });
  expect(output).toContain(
    "STRIPE_SECRET_KEY=sk_test_local STRIPE_WEBHOOK_SECRET=whsec_try STRIPE_API_BASE=",
  );
  const url = new URL(base);
  const stripe = new Stripe("sk_test_local", {
    host: url.hostname,
    port: Number(url.port),
    protocol: "http",
    maxNetworkRetries: 0,
  });
  const session = await stripe.checkout.sessions.create({
    mode: "payment",
    line_items: [
      {
        price_data: { currency: "usd", unit_amount: 2500, product_data: { name: "Team hoodie" } },
        quantity: 1,
      },
    ],
    success_url: "http://127.0.0.1:3000/done?session={CHECKOUT_SESSION_ID}",
  });
  expect(session.url).toBe(`${base}/c/pay/${session.id}`);
}, 30_000);
