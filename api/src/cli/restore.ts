import { parseArgs } from "node:util";
import { uploadedFiles } from "../backup/manifest";
import { planRestore, restoreBackup } from "../backup/restore";
import { loadConfig } from "../env";

const USAGE = `Usage: npm run restore -- <backup folder> --yes

Replaces the store's database and uploaded files with a backup made by npm run backup.
Uses the same settings as the server (DATABASE_URL, or the embedded database under DATA_DIR).
Stop the store first: this refuses while a store process uses the database.
Without --yes it only says what it would replace.`;

async function main() {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    options: { yes: { type: "boolean", short: "y" }, help: { type: "boolean", short: "h" } },
    allowPositionals: true,
  });
  const folder = positionals[0];
  if (values.help || !folder || positionals.length > 1) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const store = { ...loadConfig(), s3Bucket: process.env.S3_BUCKET || undefined };
  const plan = await planRestore(store, folder);
  if (!values.yes) {
    console.log(`This would replace ${plan.replaces}.`);
    console.log(`Nothing was changed. To go ahead: npm run restore -- ${folder} --yes`);
    process.exit(2);
  }
  const manifest = await restoreBackup(store, folder);
  console.log(
    `Restored the ${manifest.database} database` +
      (manifest.uploads === "folder" ? ` and ${uploadedFiles(manifest.files)}` : "") +
      ` from the backup made ${manifest.createdAt}. Start the store again.`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`Restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
