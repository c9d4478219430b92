import type { ReactNode } from "react";
import { TextField, type TextFieldProps } from "./TextField";

// The fields every public form asks about the person, with the browser's autofill hints. A form
// adds its own words and its field's input props: <EmailField {...form.getInputProps("email")} />.

type PersonFieldProps = Omit<TextFieldProps, "label"> & { label?: ReactNode };

/** The person's name, required; "Full Name" unless the form words it otherwise. */
export const NameField = (props: PersonFieldProps) => (
  <TextField label="Full Name" required autoComplete="name" {...props} />
);

/** The e-mail address, required everywhere: replies and updates go there. */
export const EmailField = (props: PersonFieldProps) => (
  <TextField label="Email Address" type="email" required autoComplete="email" {...props} />
);

/** The phone number; each form says whether it is required. */
export const PhoneField = (props: PersonFieldProps) => (
  <TextField label="Phone Number" type="tel" autoComplete="tel" {...props} />
);
