import type { Config } from "../env";
import { localStorage } from "./local";
import { s3Storage } from "./s3";
import type { FileStorage } from "./storage";

/** The S3 bucket when S3_BUCKET is set; otherwise the uploads folder under DATA_DIR. */
export function fileStorageFor(config: Pick<Config, "uploadsDir" | "s3">): {
  storage: FileStorage;
  /** Where files go, for the start-up log line (never a credential). */
  describe: string;
  close(): void;
} {
  if (!config.s3) {
    return { storage: localStorage(config.uploadsDir), describe: `folder ${config.uploadsDir}`, close() {} };
  }
  const storage = s3Storage(config.s3);
  return {
    storage,
    describe: `S3 bucket ${config.s3.bucket}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ""}`,
    close: () => storage.close(),
  };
}
