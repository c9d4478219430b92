import type { UseFormInput } from "@mantine/form";

/**
 * A box is checked on leaving it only once something is typed in it. An empty box flagged on blur
 * grows a message that moves the form's button down, so the click that blurred it misses the button
 * and only that box is flagged; sending the form flags every missing field at once instead.
 */
export function checkFilledOnBlur<Values>(): Pick<
  UseFormInput<Values>,
  "validateInputOnBlur" | "enhanceGetInputProps"
> {
  return {
    validateInputOnBlur: false,
    enhanceGetInputProps: ({ field, form }) => ({
      onBlur: () => {
        const value = (form.getValues() as Record<string, unknown>)[String(field)];
        if (String(value ?? "").trim() !== "") form.validateField(field);
      },
    }),
  };
}
