import { stdin, stdout } from "node:process";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { prepareDatabase } from "../boot";
import { ensureAdmin } from "../domains/auth/users";
import { staffAccountInput } from "../domains/staff/schemas";
import { loadConfig } from "../env";
import { createLogger } from "../logger";

const USAGE = `Usage: npm run admin -- create --email you@example.com

Creates the admin account, or resets its password and makes it an admin if the email exists.
The password is read from ADMIN_PASSWORD, or asked for (not echoed) when run in a terminal.
Uses the same database as the server: DATABASE_URL, or the embedded one under DATA_DIR.
The embedded database allows one process at a time: while the store runs on it, this refuses
and says how to go on (stop the store first, or start it with ADMIN_EMAIL and ADMIN_PASSWORD).`;

// The portal's "Add Staff Account" form checks the same fields with the same rules.
const { email: emailAddress, password } = staffAccountInput.shape;

async function askHidden(question: string): Promise<string> {
  if (!stdin.isTTY) throw new Error("No password given: set ADMIN_PASSWORD, or run this in a terminal.");
  const rl = createInterface({ input: stdin, output: stdout, terminal: true });
  // Echo nothing while the password is typed.
  const output = rl as unknown as { _writeToOutput?: (s: string) => void };
  stdout.write(question);
  output._writeToOutput = () => {};
  const answer = await rl.question("");
  rl.close();
  stdout.write("\n");
  return answer;
}

async function main() {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    options: { email: { type: "string" }, help: { type: "boolean", short: "h" } },
    allowPositionals: true,
  });
  if (values.help || positionals[0] !== "create") {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const email = emailAddress.safeParse(values.email ?? "");
  if (!email.success) throw new Error(`--email: ${email.error.issues[0]?.message ?? "invalid"}`);

  // The account named here is the one to create, whatever ADMIN_EMAIL says for the server.
  const { ADMIN_EMAIL: _e, ADMIN_PASSWORD: given, ...rest } = process.env;
  const secret = password.safeParse(given ?? (await askHidden("Password for the admin account: ")));
  if (!secret.success) throw new Error(secret.error.issues[0]?.message ?? "Invalid password.");

  const config = { ...loadConfig(rest), seed: false };
  const database = await prepareDatabase(config, createLogger("warn"));
  try {
    const admin = await ensureAdmin(database.db, email.data, secret.data);
    console.log(`Admin account ready: ${admin.email}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
