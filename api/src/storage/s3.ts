import { randomUUID } from "node:crypto";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getMimeType } from "hono/utils/mime";
import { type FileStorage, isStorageKey, newStorageKey, type StorageFolder, uploadUrl } from "./storage";

export interface S3Settings {
  bucket: string;
  /** An S3-compatible service's address (e.g. https://<account>.r2.cloudflarestorage.com); unset: AWS. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither; neither: the SDK's own chain (AWS_* variables, an instance role, …). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (host/bucket/key) rather than the host name, as most non-AWS services want. */
  forcePathStyle: boolean;
}

/**
 * Files as objects in an S3 bucket (AWS or any S3-compatible service), under the same keys as on
 * disk, served at the same /uploads/<key> addresses by every process. An object appears whole or
 * not at all, so no temporary name is needed.
 */
export function s3Storage(settings: S3Settings): FileStorage & { close(): void } {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    // Many S3-compatible services refuse the newer default checksums; send them only where required.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;
  const checked = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
    return key;
  };

  return {
    async save(folder: StorageFolder, bytes: Uint8Array, extension: string) {
      const key = newStorageKey(folder, extension, randomUUID());
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: getMimeType(key) ?? "application/octet-stream",
        }),
      );
      return { key, url: uploadUrl(key) };
    },
    async read(key: string) {
      if (!isStorageKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: object.ContentLength ?? 0,
        };
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async remove(key: string) {
      // Deleting a missing object succeeds in S3, as removing a missing file does here.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    urlFor: uploadUrl,
    close: () => client.destroy(),
  };
}
