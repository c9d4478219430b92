import { type FormEvent, useEffect, useRef, useState } from "react";
import { fieldErrorsOf, serverMessage } from "../api-errors";
import { forgetAttempt } from "../attempt-key";
import type { onDemand } from "../on-demand";
import { useFocusFirstInvalid } from "../use-focus-first-invalid";
import { type FormErrors, type FormState, type FormStateOptions, useFormState } from "./use-form-state";

/** The form's own check: the server's schema run in the browser, messages by field path. */
export type FormCheck<V> = (values: V) => FormErrors;

/** What `send` gets besides the values: the attempt's Idempotency-Key and the button pressed. */
export interface SendContext<A> {
  key: string | undefined;
  action: A;
}

export interface PublicFormOptions<V extends object, A> extends Omit<FormStateOptions<V>, "validate"> {
  /** The checker fetched when the visitor starts on the form (decision 029); the server checks too. */
  checker?: ReturnType<typeof onDemand<FormCheck<V>>>;
  /** A check that needs no download, and may depend on the button pressed. */
  check?: (values: V, action: A) => FormErrors;
  /** Sends the values; rejects on a refusal or a network failure. */
  send: (values: V, context: SendContext<A>) => Promise<unknown>;
  /** One key per attempt at sending the same content (lib/attempt-key), forgotten once stored. */
  attempt?: { scope: string; key: (values: V) => string };
  /** The sentence shown when the store could not be reached (no answer to quote). */
  networkFailure?: string;
  /** The server's field messages as this form's paths (the quote maps list rows to its fields). */
  toFormErrors?: (fields: Record<string, string>, values: V) => FormErrors;
  /** After the server stored it (the form may reset itself). */
  onSuccess?: (values: V, form: FormState<V>) => void;
  onFailure?: (error: unknown) => void;
}

/**
 * One public form's plumbing: the on-demand checker, server field messages on their fields, the one
 * failure sentence (the server's words, or the network one), focus on the first field to fix, and
 * no double send (a second click can arrive while the checker loads, before the button disables).
 */
export function usePublicForm<V extends object, A = undefined>(options: PublicFormOptions<V, A>) {
  const { checker, check, send, attempt, networkFailure, toFormErrors, onSuccess, onFailure, ...input } =
    options;
  const loaded = useRef<FormCheck<V> | undefined>(undefined);
  const form = useFormState<V>({
    ...input,
    // Until the checker has arrived a blur shows nothing; sending waits for it (or for the server).
    validate: (values) => loaded.current?.(values) ?? {},
  });
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const guard = useRef(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const loadChecker = async () => {
    if (checker && !loaded.current) loaded.current = await checker.load();
  };

  const showErrors = (errors: FormErrors) => {
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) focusFirstInvalid();
  };

  const submit = async (action: A) => {
    if (guard.current) return;
    guard.current = true;
    try {
      await loadChecker();
      const values = form.getValues();
      const found = { ...(loaded.current?.(values) ?? {}), ...(check?.(values, action) ?? {}) };
      if (Object.keys(found).length > 0) return showErrors(found);
      form.clearErrors();
      setFailure(null);
      setBusy(true);
      try {
        await send(values, { key: attempt?.key(values), action });
      } catch (error) {
        if (!mounted.current) return;
        const fields = fieldErrorsOf(error);
        showErrors(toFormErrors ? toFormErrors(fields, values) : fields);
        setFailure(serverMessage(error) ?? networkFailure ?? null);
        onFailure?.(error);
        return;
      }
      if (attempt) forgetAttempt(attempt.scope);
      if (mounted.current) onSuccess?.(values, form);
    } finally {
      guard.current = false;
      if (mounted.current) setBusy(false);
    }
  };

  const formProps = {
    ref,
    noValidate: true,
    onFocus: () => void loadChecker(),
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void submit(undefined as A);
    },
  };

  return { form, formProps, submit, busy, failure };
}
