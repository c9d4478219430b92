import { useEffect, useRef, useState } from "react";
import { fieldErrorsOf, RefusedRequest } from "../../lib/api-errors";
import { attemptKey } from "../../lib/attempt-key";
import { usePublicForm } from "../../lib/forms/use-public-form";
import { onDemand } from "../../lib/on-demand";
import { useTimedMessage } from "../../lib/use-timed-message";
import { removeFirstMessage } from "../../ui/files/file-checks";
import { useAttachedFiles } from "../../ui/files/use-attached-files";
import { loadSender } from "./after-send";
import { type ArtworkValues, emptyValues, knownFieldErrors, toFormData } from "./artwork-values";
import { RESULT_MESSAGE_MS, type SubmitResult } from "./messages";
import type { SentRequest } from "./send-artwork-request";

/**
 * The checker (zod and the server's schema, ~24 KB) arrives when the visitor starts on the form,
 * not with the page.
 */
const artworkCheck = onDemand(() => import("./check-artwork").then((m) => m.validateValues));

const ARTWORK_ATTEMPT = "artwork";

/** Spec §4: idle, then uploading (files going out) or submitting (the server at work). */
export type SubmitStatus = "idle" | "uploading" | "submitting";

/** A stored request as its success view tells it: the answer's number and link, and what was sent. */
export interface SentArtwork extends SentRequest {
  email: string;
  files: string[];
}

/**
 * The artwork form's state: values, per-field messages, files, the submit's progress and result.
 * Nothing typed or attached is lost on failure; after a success the form is cleared and the
 * success view (`sent`) takes its place until the visitor starts another request.
 */
export function useArtworkForm(selection: string | null) {
  const [status, setStatus] = useState<SubmitStatus>("idle");
  const [progress, setProgress] = useState(0);
  const [showSelection, setShowSelection] = useState(selection !== null);
  const attached = useAttachedFiles();
  const timed = useTimedMessage<SubmitResult>(RESULT_MESSAGE_MS);
  const pending = useRef<AbortController | null>(null);
  const answered = useRef<SentRequest | null>(null);
  const [sent, setSent] = useState<SentArtwork | null>(null);

  // Leaving the page abandons a request in flight; its answer must not touch an unmounted form.
  useEffect(() => () => pending.current?.abort(), []);

  const send = async (values: ArtworkValues, key: string | undefined) => {
    timed.clear();
    const files = attached.files;
    const controller = new AbortController();
    pending.current = controller;
    // The upload and what shows after it come as one chunk, before the form says it is sending.
    const sendArtworkRequest = await loadSender();
    setProgress(0);
    setStatus(files.length > 0 ? "uploading" : "submitting");
    const outcome = await sendArtworkRequest(toFormData(values, files), {
      signal: controller.signal,
      idempotencyKey: key,
      ...(files.length > 0 && {
        onUploadProgress: (fraction: number) => setProgress(Math.round(fraction * 100)),
        onUploaded: () => setStatus("submitting"),
      }),
    });
    pending.current = null;
    setStatus("idle");
    if (!outcome.ok) throw new RefusedRequest(outcome.fieldErrors);
    answered.current = outcome.sent;
  };

  const artwork = usePublicForm<ArtworkValues>({
    initialValues: emptyValues(selection ?? ""),
    checker: artworkCheck,
    // The same request again (after a lost answer, a reload) carries the same key: stored once.
    attempt: {
      scope: ARTWORK_ATTEMPT,
      key: (values) =>
        attemptKey(ARTWORK_ATTEMPT, {
          values,
          files: attached.files.map((f) => [f.name, f.size, f.lastModified]),
        }),
    },
    // A file whose content is not a picture or PDF is never sent: the server would refuse it.
    check: () => (attached.unreadable.length > 0 ? { files: removeFirstMessage(attached.unreadable) } : {}),
    send: (values, { key }) => send(values, key),
    toFormErrors: (fields) => knownFieldErrors(fields),
    onSuccess: (values, form) => {
      setSent({
        reference: answered.current?.reference ?? null,
        reviewPath: answered.current?.reviewPath ?? null,
        email: values.email,
        files: attached.files.map((file) => file.name),
      });
      form.setValues(emptyValues());
      attached.reset();
      setShowSelection(false);
    },
    // The server's own words beside the field it names (a file it cannot read) say what to fix;
    // the general sentence is for a refusal that names no field, or no answer at all.
    onFailure: (error) => {
      if (Object.keys(knownFieldErrors(fieldErrorsOf(error))).length === 0) timed.show("error");
    },
  });

  const addFiles = (incoming: readonly File[]) => {
    attached.add(incoming);
    artwork.form.clearFieldError("files");
  };

  const removeFile = (key: string) => {
    attached.remove(key);
    artwork.form.clearFieldError("files");
  };

  return {
    ...artwork,
    // A new file, or one removed, clears the message about the files field.
    attached: { ...attached, add: addFiles, remove: removeFile },
    status,
    busy: status !== "idle",
    progress,
    result: timed.message,
    showSelection,
    sent,
    /** "Send another request": back to the empty form. */
    startAnother: () => setSent(null),
  };
}
