import { TextInput, type TextInputProps } from "@mantine/core";

// The fields every public form asks about the person, with the browser's autofill hints. A form
// adds its own words and its field's input props: <EmailField {...form.getInputProps("email")} />.

/** The person's name, required; "Full Name" unless the form words it otherwise. */
export const NameField = (props: TextInputProps) => (
  <TextInput label="Full Name" required autoComplete="name" {...props} />
);

/** The e-mail address, required everywhere: replies and updates go there. */
export const EmailField = (props: TextInputProps) => (
  <TextInput label="Email Address" type="email" required autoComplete="email" {...props} />
);

/** The phone number; each form says whether it is required. */
export const PhoneField = (props: TextInputProps) => (
  <TextInput label="Phone Number" type="tel" autoComplete="tel" {...props} />
);
