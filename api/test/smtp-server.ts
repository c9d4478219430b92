import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// A real SMTP peer for the e-mail tests (smtp-server from npm), not an imitation of one.

/** A real SMTP server on a free port: records every message, or refuses while `refuse` is set. */
export async function startSmtpServer() {
  const received: { from: string; to: string[]; raw: string; user: string | undefined }[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === "shop" && auth.password === "s3cret") callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onRcptTo(_address, _session, callback) {
      if (!state.refuse) return callback();
      const error = Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 450 });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
          user: typeof session.user === "string" ? session.user : undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    state,
    url: `smtp://shop:s3cret@127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The message as a reader sees it: headers unfolded, quoted-printable undone. */
export function readable(raw: string): string {
  return raw
    .replace(/\r\n[ \t]+/g, " ")
    .replace(/=\r?\n/g, "")
    .replace(/(?:=[0-9A-F]{2})+/g, (run) =>
      Buffer.from(
        run
          .split("=")
          .slice(1)
          .map((h) => Number.parseInt(h, 16)),
      ).toString("utf8"),
    );
}
