import { type ChangeEvent, type ReactNode, useCallback, useRef, useState } from "react";
import { getPath, setPath } from "./form-paths";

/** Messages by field path ("customer.email"). */
export type FormErrors = Record<string, ReactNode>;

export interface FormStateOptions<V> {
  initialValues: V;
  /** The whole form's check; a blur shows the message of the field left (see validateInputOnBlur). */
  validate?: (values: V) => FormErrors;
  /** Check a field when it is left: every field, or the listed paths. */
  validateInputOnBlur?: boolean | readonly string[];
  /** A field's message goes when it is changed (the default), or stays until the next check. */
  clearInputErrorOnChange?: boolean;
  onValuesChange?: (values: V, previous: V) => void;
}

/**
 * What an input takes from the form: `<TextField {...form.getInputProps("email")} />`. Loosely typed,
 * as Mantine's is, so that one spread fits a text field, a select, a switch or a date picker.
 */
export interface InputProps {
  // biome-ignore lint/suspicious/noExplicitAny: each input has its own value type (see above)
  value?: any;
  checked?: boolean;
  error: ReactNode;
  // biome-ignore lint/suspicious/noExplicitAny: an event or the value itself, as each input sends it
  onChange: (next: any) => void;
  onBlur: () => void;
  "data-path": string;
}

/**
 * A public form's values and messages, for the inputs (decision 063). The subset of Mantine's
 * `useForm` that the public forms use, with the same behaviour, in a fraction of its size: those
 * forms sit on public pages, which have a JavaScript budget; the portal's forms keep Mantine's.
 */
export function useFormState<V extends object>(options: FormStateOptions<V>) {
  const { initialValues, validate, validateInputOnBlur = false, clearInputErrorOnChange = true } = options;
  const [values, setValuesState] = useState<V>(initialValues);
  const [errors, setErrorsState] = useState<FormErrors>({});
  const valuesRef = useRef(values);
  const errorsRef = useRef(errors);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const setErrors = useCallback((next: FormErrors | ((current: FormErrors) => FormErrors)) => {
    const resolved = typeof next === "function" ? next(errorsRef.current) : next;
    // A path with no message is no message (Mantine drops them too).
    const kept = Object.fromEntries(
      Object.entries(resolved).filter(
        ([, message]) => message !== undefined && message !== null && message !== false,
      ),
    );
    errorsRef.current = kept;
    setErrorsState(kept);
  }, []);

  const clearFieldError = useCallback(
    (path: string) => {
      if (!(path in errorsRef.current)) return;
      const { [path]: _gone, ...rest } = errorsRef.current;
      setErrors(rest);
    },
    [setErrors],
  );

  const setFieldError = useCallback(
    (path: string, message: ReactNode) => {
      if (message === undefined || message === null || message === false) clearFieldError(path);
      else setErrors({ ...errorsRef.current, [path]: message });
    },
    [clearFieldError, setErrors],
  );

  const commit = useCallback((next: V) => {
    const previous = valuesRef.current;
    valuesRef.current = next;
    setValuesState(next);
    optionsRef.current.onValuesChange?.(next, previous);
  }, []);

  const setFieldValue = useCallback(
    (path: string, value: unknown) => {
      if (clearInputErrorOnChange) clearFieldError(path);
      commit(setPath(path, value, valuesRef.current));
    },
    [clearInputErrorOnChange, clearFieldError, commit],
  );

  /** Some or all values at once: every message goes (they may point at what changed). */
  const setValues = useCallback(
    (next: Partial<V>) => {
      if (clearInputErrorOnChange) setErrors({});
      commit({ ...valuesRef.current, ...next });
    },
    [clearInputErrorOnChange, setErrors, commit],
  );

  const reset = useCallback(() => {
    setErrors({});
    commit(optionsRef.current.initialValues);
  }, [setErrors, commit]);

  const validatesOnBlur = (path: string) =>
    validateInputOnBlur === true ||
    (Array.isArray(validateInputOnBlur) && validateInputOnBlur.includes(path));

  const getInputProps = (
    path: string,
    { type = "input" }: { type?: "input" | "checkbox" } = {},
  ): InputProps => {
    const current = getPath(path, values);
    return {
      ...(type === "checkbox" ? { checked: Boolean(current) } : { value: current }),
      error: errors[path],
      onChange: (next: unknown) => setFieldValue(path, changedValue(next)),
      onBlur: () => {
        if (!validatesOnBlur(path) || !validate) return;
        setFieldError(path, validate(valuesRef.current)[path]);
      },
      "data-path": path,
    };
  };

  return {
    values,
    errors,
    getValues: () => valuesRef.current,
    setFieldValue,
    setValues,
    reset,
    setErrors,
    clearErrors: useCallback(() => setErrors({}), [setErrors]),
    setFieldError,
    clearFieldError,
    getInputProps,
    getInputNode: (path: string) => document.querySelector<HTMLElement>(`[data-path="${path}"]`),
  };
}

export type FormState<V extends object> = ReturnType<typeof useFormState<V>>;

/** An input's change, from its event (text, box, list) or as the value itself (Mantine's pickers). */
function changedValue(next: unknown): unknown {
  if (next && typeof next === "object" && "nativeEvent" in next) {
    const target = (next as ChangeEvent<HTMLInputElement>).currentTarget;
    return target.type === "checkbox" ? target.checked : target.value;
  }
  return next;
}
