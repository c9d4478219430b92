import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { attemptKey, forgetAttempt } from "../../lib/attempt-key";
import { onDemand } from "../../lib/on-demand";
import { trpc } from "../../lib/trpc";
import {
  CONTACT_FAILURE,
  CONTACT_MESSAGE_MS,
  CONTACT_SUCCESS,
  type ContactErrors,
  type ContactField,
  type ContactValues,
  emptyContact,
  firstInvalidField,
  pickFieldErrors,
} from "./contact-form";
import { useTimedMessage } from "./use-timed-message";

/**
 * The checker (zod and the server's schema, ~24 KB) arrives when the visitor starts on the form,
 * not with the page: most visitors read the contact details and never write.
 */
export const contactCheck = onDemand(() => import("./check-contact"));

/**
 * The contact form's state (spec §4): idle, sending, then a result message that clears after 5 s.
 * The fields are emptied only after a success; on any failure they keep what was typed.
 */
export function useContactForm(focusField: (field: ContactField) => void) {
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [errors, setErrors] = useState<ContactErrors>({});
  const result = useTimedMessage(CONTACT_MESSAGE_MS);
  const send = useMutation(trpc.submissions.createContact.mutationOptions());

  const setField = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A message about the old value no longer applies once the visitor changes it.
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const showErrors = (found: ContactErrors) => {
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) focusField(first);
  };

  // A second click can arrive while the checker loads, before the disabled button renders.
  const checking = useRef(false);
  const submit = async () => {
    if (send.isPending || checking.current) return;
    checking.current = true;
    // If the checker cannot load, the server's own check still answers field by field.
    const checker = await contactCheck.load().finally(() => {
      checking.current = false;
    });
    const checked = checker?.checkContact(values) ?? { ok: true as const };
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    result.clear();
    // What was typed goes as typed; the server trims and checks it again.
    // A retry of the same message (a double click, a failure, a reload) reuses the key: one message.
    send.mutate(
      { ...values, idempotency_key: attemptKey("contact", values) },
      {
        onSuccess: () => {
          forgetAttempt("contact");
          setValues(emptyContact);
          result.show(CONTACT_SUCCESS);
        },
        onError: (error) => {
          showErrors(pickFieldErrors(error.data?.fieldErrors));
          result.show(CONTACT_FAILURE);
        },
      },
    );
  };

  return { values, errors, setField, submit, sending: send.isPending, message: result.message };
}
