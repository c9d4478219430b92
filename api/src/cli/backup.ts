import { parseArgs } from "node:util";
import { createBackup, defaultBackupFolder } from "../backup/backup";
import { uploadedFiles } from "../backup/manifest";
import { loadConfig } from "../env";

const USAGE = `Usage: npm run backup [-- <folder>]

Writes one folder with the store's database and its uploaded files (default:
backups/store-<time> under the current folder). Uses the same settings as the server:
DATABASE_URL (PostgreSQL, dumped with pg_dump while the store runs) or the embedded database
under DATA_DIR (copied with the store stopped: this refuses while it runs).
When S3_BUCKET is set the uploads live in the bucket: back it up with your provider's tools.`;

async function main() {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    options: { help: { type: "boolean", short: "h" } },
    allowPositionals: true,
  });
  if (values.help || positionals.length > 1) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const config = loadConfig();
  const folder = positionals[0] ?? defaultBackupFolder();
  const started = performance.now();
  const manifest = await createBackup({ ...config, s3Bucket: process.env.S3_BUCKET || undefined }, folder);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const uploads =
    manifest.uploads === "s3"
      ? "uploads are in the S3 bucket (not copied: back the bucket up with your provider's tools)"
      : `${uploadedFiles(manifest.files)} (${(manifest.bytes / 1024 / 1024).toFixed(1)} MB)`;
  console.log(
    `Backup written to ${folder} in ${seconds} s: the ${manifest.database} database and ${uploads}.`,
  );
  console.log(`Restore it with: npm run restore -- ${folder} --yes`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
