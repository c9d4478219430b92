import { isCommitAnswerLost } from "../errors/commit-answer-lost";
import type { FileStorage } from "./storage";

/**
 * Removes the files a failed create wrote, so none is left behind without its record. When only
 * the COMMIT's answer was lost the record may be stored and hold them (the idempotency key then
 * answers with it), so they stay: an orphan file costs less than a stored request without its files.
 * Best effort: a failed removal must not hide the error that caused it.
 */
export async function undoSavedFiles(storage: FileStorage, keys: string[], error: unknown): Promise<void> {
  if (isCommitAnswerLost(error)) return;
  await Promise.allSettled(keys.map((key) => storage.remove(key)));
}
