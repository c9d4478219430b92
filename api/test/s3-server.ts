import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../src/storage/s3";

// A real S3-protocol server for the storage tests (s3rver from npm), not an imitation of the SDK.

/** s3rver's fixed credentials: it checks every request's signature against them. */
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/** An S3 server on a free port with one empty bucket, and the settings that reach it. */
export async function startS3Server(bucket = "store-uploads") {
  const directory = await mkdtemp(path.join(os.tmpdir(), "store-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    credentials: CREDENTIALS,
    forcePathStyle: true,
  };
  return {
    settings,
    /** The same settings as environment variables, for a server process. */
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: settings.endpoint ?? "",
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
