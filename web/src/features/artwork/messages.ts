/** Spec §8, word for word. */
export const SUCCESS_MESSAGE =
  "Thank you! Your custom artwork request has been submitted successfully. We will contact you soon.";
/** Spec §8, word for word: shown for a refusal and for a network failure alike. */
export const ERROR_MESSAGE = "Error submitting form. Please try again or contact us directly.";

/** The submit button's words in each state (spec §4). */
export const SUBMIT_LABELS = {
  idle: "Submit Request",
  uploading: "Uploading...",
  submitting: "Submitting...",
} as const;

/** Spec §9: the artwork form's result message clears after 8000 ms. */
export const RESULT_MESSAGE_MS = 8000;

export type SubmitResult = "success" | "error";
