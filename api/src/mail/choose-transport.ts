import path from "node:path";
import type { Config } from "../env";
import { emlFileTransport } from "./eml-transport";
import { smtpTransport } from "./smtp-transport";
import type { MailTransport } from "./transport";

/** SMTP when SMTP_URL is set; otherwise .eml files under `<DATA_DIR>/outbox/`. */
export function mailTransportFor(config: Pick<Config, "dataDir" | "mail">): MailTransport {
  return config.mail.smtpUrl
    ? smtpTransport(config.mail.smtpUrl, config.mail.from)
    : emlFileTransport(path.join(config.dataDir, "outbox"), config.mail.from);
}
