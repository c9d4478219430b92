import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { attemptKey, forgetAttempt } from "../../lib/attempt-key";
import { onDemand } from "../../lib/on-demand";
import { useFocusFirstInvalid } from "../../lib/use-focus-first-invalid";
import {
  type ArtworkValues,
  emptyValues,
  type FieldErrors,
  knownFieldErrors,
  toFormData,
} from "./artwork-values";
import { sendArtworkRequest } from "./send-artwork-request";
import { useAttachedFiles } from "./use-attached-files";
import { useTimedResult } from "./use-timed-result";

/**
 * The checker (zod and the server's schema, ~24 KB) arrives when the visitor starts on the form,
 * not with the page.
 */
export const artworkCheck = onDemand(() => import("./check-artwork"));

/** Spec §4: idle, then uploading (files going out) or submitting (the server at work). */
export type SubmitStatus = "idle" | "uploading" | "submitting";

/**
 * The artwork form's state: values, per-field messages, files, the submit's progress and result.
 * Nothing typed or attached is lost on failure; everything is cleared only after a success.
 */
export function useArtworkForm(selection: string | null) {
  const [values, setValues] = useState<ArtworkValues>(() => emptyValues(selection ?? ""));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<SubmitStatus>("idle");
  const [progress, setProgress] = useState(0);
  const [showSelection, setShowSelection] = useState(selection !== null);
  const attached = useAttachedFiles();
  const timed = useTimedResult();
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const pending = useRef<AbortController | null>(null);
  const checking = useRef(false);

  // Leaving the page abandons a request in flight; its answer must not touch an unmounted form.
  useEffect(() => () => pending.current?.abort(), []);

  const setField = useCallback(<K extends keyof ArtworkValues>(field: K, value: ArtworkValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A message goes once the field is changed; the next submit checks everything again.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  const addFiles = useCallback(
    (incoming: readonly File[]) => {
      attached.add(incoming);
      setErrors((current) => (current.files ? { ...current, files: undefined } : current));
    },
    [attached.add],
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The ref, not the status: a second click can arrive before the disabled button renders.
    if (pending.current || checking.current) return;
    checking.current = true;
    // If the checker cannot load, the server's own check still answers field by field.
    const checker = await artworkCheck.load().finally(() => {
      checking.current = false;
    });
    const found = checker?.validateValues(values) ?? {};
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }

    timed.clear();
    const files = attached.files;
    const controller = new AbortController();
    pending.current = controller;
    setProgress(0);
    setStatus(files.length > 0 ? "uploading" : "submitting");
    // The same request again (after a lost answer, a reload) carries the same key: stored once.
    const content = { values, files: files.map((f) => [f.name, f.size, f.lastModified]) };
    const outcome = await sendArtworkRequest(toFormData(values, files), {
      signal: controller.signal,
      idempotencyKey: attemptKey("artwork", content),
      ...(files.length > 0 && {
        onUploadProgress: (fraction: number) => setProgress(Math.round(fraction * 100)),
        onUploaded: () => setStatus("submitting"),
      }),
    });
    if (controller.signal.aborted) return;
    pending.current = null;
    setStatus("idle");

    if (outcome.ok) {
      forgetAttempt("artwork");
      setValues(emptyValues());
      attached.reset();
      setShowSelection(false);
    } else {
      const fieldErrors = knownFieldErrors(outcome.fieldErrors);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length > 0) focusFirstInvalid();
    }
    timed.show(outcome.ok ? "success" : "error");
  };

  return {
    formRef,
    values,
    errors,
    setField,
    files: attached.files,
    fileMessages: attached.messages,
    addFiles,
    removeFile: attached.remove,
    clearFileMessages: attached.clearMessages,
    status,
    busy: status !== "idle",
    progress,
    result: timed.result,
    showSelection,
    submit,
  };
}
