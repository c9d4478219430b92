import type { UseFormReturnType } from "@mantine/form";
import { useEffect, useState } from "react";
import { fieldErrorsOf } from "../../../lib/api-errors";

/**
 * The plumbing every add/edit dialog shares, for `EditFormModal`: each opening starts the form
 * from `start()` with nothing dirty and no errors; saving holds the buttons (`busy`), closes on
 * success, and puts the server's per-field messages beside their fields (the dialog stays open;
 * the failure itself is announced by the caller). `toFormErrors` maps the server's field paths to
 * the form's where they differ.
 */
export function useEditForm<V>({
  form,
  opened,
  openedWith = opened,
  start,
  save,
  onClose,
  toFormErrors = (fields) => fields,
}: {
  form: UseFormReturnType<V>;
  opened: boolean;
  /** What a new opening is (a product to edit after another): the form restarts when it changes. */
  openedWith?: unknown;
  start: () => V;
  save: (values: V) => Promise<unknown>;
  onClose: () => void;
  toFormErrors?: (fields: Record<string, string>) => Record<string, string>;
}) {
  const [busy, setBusy] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new opening resets the form
  useEffect(() => {
    if (!opened) return;
    form.setValues(start());
    form.resetDirty();
    form.clearErrors();
  }, [openedWith]);

  const submit = async (values: V) => {
    setBusy(true);
    try {
      await save(values);
      onClose();
    } catch (error) {
      form.setErrors(toFormErrors(fieldErrorsOf(error)));
    } finally {
      setBusy(false);
    }
  };

  /** What `EditFormModal` takes from the form. */
  return {
    opened,
    busy,
    dirty: form.isDirty(),
    onClose,
    onSubmit: form.onSubmit((values) => void submit(values)),
  };
}
