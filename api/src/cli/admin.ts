import { stdin, stdout } from "node:process";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { passwordProblem } from "../auth/password-policy";
import { prepareDatabase } from "../boot";
import { ensureAdmin } from "../domains/auth/users";
import { staffAccountInput } from "../domains/staff/schemas";
import { loadConfig } from "../env";
import { createLogger } from "../logger";
import { fileStorageFor } from "../storage/choose-storage";
import { cleanStoredSvgs, describeCleanSvgs } from "../uploads/clean-stored-svgs";
import { stopSvgCleaning } from "../uploads/svg-clean";

const USAGE = `Usage: npm run admin -- create --email you@example.com
       npm run admin -- clean-svgs

create: creates the admin account, or resets its password and makes it an admin if the email
exists. The password is read from ADMIN_PASSWORD, or asked for (not echoed) when run in a terminal.

clean-svgs: cleans every stored SVG the database refers to (image library, product and blog
pictures, website content, artwork requests, quote files, proofs) as new uploads are cleaned. A
drawing that changes is stored under a new name, the rows are pointed at it, and the old file is
removed; one that would have nothing left to draw is left as it is and listed. Ends with a
summary line; a second run cleans nothing.

Both use the same database and files as the server: DATABASE_URL, or the embedded one under
DATA_DIR; the uploads under DATA_DIR, or the S3 bucket when S3_BUCKET is set.
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
  const command = positionals[0];
  if (values.help || positionals.length !== 1 || (command !== "create" && command !== "clean-svgs")) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  if (command === "clean-svgs") await cleanSvgs();
  else await create(values.email);
}

/** Cleans the stored SVGs from before uploads were cleaned (decision 050). */
async function cleanSvgs() {
  // Only the database and the files: no admin account from ADMIN_EMAIL, no seed.
  const config = { ...loadConfig(), seed: false, admin: undefined };
  const database = await prepareDatabase(config, createLogger("warn"));
  const files = fileStorageFor(config);
  try {
    const result = await cleanStoredSvgs(database.db, files.storage);
    for (const line of describeCleanSvgs(result)) console.log(line);
  } finally {
    await stopSvgCleaning();
    files.close();
    await database.close();
  }
}

async function create(given: string | undefined) {
  const email = emailAddress.safeParse(given ?? "");
  if (!email.success) throw new Error(`--email: ${email.error.issues[0]?.message ?? "invalid"}`);

  // The account named here is the one to create, whatever ADMIN_EMAIL says for the server.
  const { ADMIN_EMAIL: _e, ADMIN_PASSWORD: typed, ...rest } = process.env;
  const secret = password.safeParse(typed ?? (await askHidden("Password for the admin account: ")));
  if (!secret.success) throw new Error(secret.error.issues[0]?.message ?? "Invalid password.");
  // The same policy as every other place a password is set: the length, then the common-password list.
  const problem = passwordProblem(secret.data);
  if (problem) throw new Error(problem);

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
