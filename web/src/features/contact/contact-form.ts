export type ContactField = "name" | "email" | "phone" | "message";
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The form's fields, in the order it shows them. */
export const CONTACT_FIELDS: readonly ContactField[] = ["name", "email", "phone", "message"];

export const emptyContact: ContactValues = { name: "", email: "", phone: "", message: "" };

/** Spec §8. */
export const CONTACT_SUCCESS = "Thank you! Your message has been sent successfully.";
export const CONTACT_FAILURE = "Error sending message. Please try again or call us directly.";
/** Spec §9: how long the result message stays. */
export const CONTACT_MESSAGE_MS = 5000;

export const isField = (key: unknown): key is ContactField =>
  typeof key === "string" && (CONTACT_FIELDS as readonly string[]).includes(key);

/** The server's per-field messages (tRPC `data.fieldErrors`), keeping only this form's fields. */
export function pickFieldErrors(raw: unknown): ContactErrors {
  const errors: ContactErrors = {};
  if (typeof raw !== "object" || raw === null) return errors;
  for (const [key, message] of Object.entries(raw)) {
    if (isField(key) && typeof message === "string" && message !== "") errors[key] = message;
  }
  return errors;
}

/** Spec §5: a message containing the word 'Error' is shown as an error (red), else as success (green). */
export function messageTone(text: string): "error" | "success" {
  return text.includes("Error") ? "error" : "success";
}
