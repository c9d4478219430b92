import nodemailer from "nodemailer";
import { composeOptions, type MailTransport } from "./transport";

/**
 * Sends through an SMTP server named by a URL: smtp://user:pass@host:587 (STARTTLS when the server
 * offers it) or smtps://user:pass@host:465 (TLS from the first byte). Timeouts stay well under the
 * worker's lease, so a silent server fails the attempt instead of holding the message.
 */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transporter.sendMail(composeOptions(from, message));
    },
    describe: () => describeSmtpUrl(smtpUrl),
    close: () => transporter.close(),
  };
}

/** "SMTP mail.example.com:587" from a URL that may hold a user name and password: those stay out. */
export function describeSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  return `${secure ? "SMTPS" : "SMTP"} ${url.hostname}:${url.port || (secure ? "465" : "587")}`;
}
