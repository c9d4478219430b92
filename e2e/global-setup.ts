import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { startStripeStandIn } from "@store/payment-stand-ins";
import { SMTPServer } from "smtp-server";
import { e2eMailDir, e2eSmtpPort } from "./mail-settings";
import { e2eStripe, e2eStripePort } from "./payment-settings";

/**
 * A real SMTP server for the run (smtp-server from npm): the store sends its e-mails to it, and
 * each message lands as a file in the mail folder for the tests to read. And a stand-in of
 * Stripe's API, which the store's Stripe SDK is pointed at.
 */
export default async function globalSetup() {
  await mkdir(e2eMailDir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(",");
        count += 1;
        const file = path.join(e2eMailDir, `${Date.now()}-${count}.eml`);
        writeFile(file, `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString("utf8")}`).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(e2eSmtpPort, "127.0.0.1", () => resolve()));
  // Stripe's API as far as the store uses it, with its hosted page a shopper "pays" on.
  const stripe = await startStripeStandIn({
    port: e2eStripePort,
    webhookUrl: e2eStripe.webhookUrl,
    webhookSecret: e2eStripe.webhookSecret,
  });
  return async () => {
    await stripe.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
