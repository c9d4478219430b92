import { Button, type ButtonProps, Stack } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import type { FormEventHandler, ReactNode } from "react";
import { describeFailure, fieldErrorsOf } from "../../../lib/api-errors";
import { FormFailure } from "./FormParts";

/**
 * A form that lives on a record's page (a note, a payment, a quote's price, a proof): why it was
 * refused above its fields, and its one submit button under them, spinning while it sends.
 */
export function InlineForm({
  label,
  onSubmit,
  failure,
  submit: { label: submitLabel, icon: SubmitIcon, busy, variant },
  children,
}: {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure: ReactNode;
  /** The submit button: its words and icon, spinning while `busy`. */
  submit: { label: ReactNode; icon: Icon; busy: boolean; variant?: ButtonProps["variant"] };
  children: ReactNode;
}) {
  return (
    <form noValidate aria-label={label} onSubmit={onSubmit}>
      <Stack gap="sm">
        <FormFailure message={failure} />
        {children}
        <Button
          type="submit"
          variant={variant}
          loading={busy}
          leftSection={<SubmitIcon size={16} aria-hidden="true" />}
          style={{ alignSelf: "flex-start" }}
        >
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * A refused save's `onError`: the server's per-field messages go beside their fields; a refusal
 * that names no field is said above the form, starting with `prefix` ("The note was not added").
 */
export const fieldsOrFailure =
  (
    form: { setErrors: (errors: Record<string, string>) => void },
    setFailure: (message: string) => void,
    prefix: string,
  ) =>
  (error: unknown) => {
    const fields = fieldErrorsOf(error);
    form.setErrors(fields);
    if (Object.keys(fields).length === 0) setFailure(describeFailure(prefix, error));
  };
