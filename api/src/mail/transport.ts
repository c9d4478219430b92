/** One message ready to go out: what the outbox row holds, plus its id for the Message-ID. */
export interface MailMessage {
  /** The outbox row's id: the same message keeps the same Message-ID across retries. */
  id?: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
}

/**
 * Where e-mail goes. The worker only knows this interface, so tests and operators can swap SMTP
 * for files (or anything else) without touching the outbox. `send` resolves once the message is
 * handed over for good and rejects when it was not (the worker then retries later).
 */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  /** Says where mail goes for the start-up log, never with credentials. */
  describe(): string;
  /** Releases connections (SMTP pool); safe to call more than once. */
  close(): void;
}

/** The domain part of a From address such as `Store <orders@store.example>`, for Message-IDs. */
export function senderDomain(from: string): string {
  const address = from.match(/<([^>]+)>/)?.[1] ?? from;
  return address.split("@")[1]?.trim() || "localhost";
}

/** The nodemailer message for one outbox e-mail: text and HTML parts, a stable Message-ID. */
export function composeOptions(from: string, message: MailMessage) {
  return {
    from,
    to: message.to,
    replyTo: message.replyTo ?? undefined,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: message.id ? `<${message.id}@${senderDomain(from)}>` : undefined,
  };
}
