import os from "node:os";
import path from "node:path";

const port = Number(process.env.E2E_PORT ?? 3100);

/** The run's SMTP server listens here; the store under test sends to it. */
export const e2eSmtpPort = port + 25;

// Decided once by the runner and inherited by its workers through the environment, so the
// tests read the folder the SMTP server writes.
process.env.E2E_MAIL_DIR ??= path.join(os.tmpdir(), `store-e2e-mail-${port}-${Date.now()}`);

/** Every e-mail the store sent during the run, one .eml file each. */
export const e2eMailDir = process.env.E2E_MAIL_DIR;
