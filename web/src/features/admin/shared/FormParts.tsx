import {
  Alert,
  Button,
  Group,
  type GroupProps,
  Loader,
  NumberInput,
  type NumberInputProps,
  PasswordInput,
  type PasswordInputProps,
  TextInput,
  type TextInputProps,
} from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";

/** Why the form was refused, above its fields; an alert, so a screen reader reads it out. */
export function FormFailure({ message }: { message: ReactNode }) {
  if (!message) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      {message}
    </Alert>
  );
}

/**
 * Cancel and the submit button at a form's end, both held while it is saving; `spinner` shows the
 * wait on the submit button instead of its label changing.
 */
export function FormButtons({
  busy,
  onCancel,
  submitLabel,
  spinner = false,
  ...group
}: { busy: boolean; onCancel: () => void; submitLabel: ReactNode; spinner?: boolean } & GroupProps) {
  return (
    <Group justify="flex-end" {...group}>
      <Button variant="default" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" {...(spinner ? { loading: busy } : { disabled: busy })}>
        {submitLabel}
      </Button>
    </Group>
  );
}

/**
 * A sign-in form's one full-width submit button: held while it works, its icon a spinner and its
 * label saying what it is doing ("Signing In...").
 */
export function WorkingButton({
  busy,
  icon,
  label,
  busyLabel,
}: {
  busy: boolean;
  icon: ReactNode;
  label: string;
  busyLabel: string;
}) {
  return (
    <Button
      type="submit"
      size="md"
      fullWidth
      disabled={busy}
      leftSection={busy ? <Loader size={16} color="currentColor" /> : icon}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}

/** A required password with a named show/hide toggle, as every admin form asks for one. */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      label="Password"
      required
      visibilityToggleButtonProps={{ "aria-label": "Show or hide the password" }}
      {...props}
    />
  );
}

/**
 * A dollar amount to the cent: "$" before it, two decimals always. What staff type is checked, never
 * changed: the form's schema names a negative or too small amount on the field. (Clamped to its
 * least on blur, "-4" was saved as a $0.00 product and sent as a $0.01 quote without a word.)
 */
export function MoneyField(props: NumberInputProps) {
  return (
    <NumberInput prefix="$" step={0.01} decimalScale={2} fixedDecimalScale clampBehavior="none" {...props} />
  );
}

/** A price sent or a payment taken: at least a cent, required, its thousands separated. */
export function ChargeField(props: NumberInputProps) {
  return <MoneyField min={0.01} thousandSeparator="," required {...props} />;
}

/** A required e-mail address, the first field of the forms that ask for one (focused on open). */
export function EmailField(props: TextInputProps) {
  return <TextInput label="Email Address" type="email" required data-autofocus {...props} />;
}
