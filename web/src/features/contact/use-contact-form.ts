import { useMutation } from "@tanstack/react-query";
import { attemptKey } from "../../lib/attempt-key";
import { usePublicForm } from "../../lib/forms/use-public-form";
import { onDemand } from "../../lib/on-demand";
import { trpc } from "../../lib/trpc";
import { useTimedMessage } from "../../lib/use-timed-message";
import {
  CONTACT_FAILURE,
  CONTACT_MESSAGE_MS,
  CONTACT_SUCCESS,
  type ContactValues,
  emptyContact,
  pickFieldErrors,
} from "./contact-form";

/**
 * The checker (zod and the server's schema, ~24 KB) arrives when the visitor starts on the form,
 * not with the page: most visitors read the contact details and never write.
 */
const contactCheck = onDemand(() => import("./check-contact").then((m) => m.validateContact));

const CONTACT_ATTEMPT = "contact";

/**
 * The contact form's state (spec §4): idle, sending, then a result message that clears after 5 s.
 * The fields are emptied only after a success; on any failure they keep what was typed.
 */
export function useContactForm() {
  const result = useTimedMessage(CONTACT_MESSAGE_MS);
  const create = useMutation(trpc.submissions.createContact.mutationOptions());
  const contact = usePublicForm<ContactValues>({
    initialValues: emptyContact,
    checker: contactCheck,
    // A retry of the same message (a double click, a failure, a reload) reuses the key: one message.
    attempt: { scope: CONTACT_ATTEMPT, key: (values) => attemptKey(CONTACT_ATTEMPT, values) },
    send: (values, { key }) => {
      result.clear();
      // What was typed goes as typed; the server trims and checks it again.
      return create.mutateAsync({ ...values, idempotency_key: key ?? "" });
    },
    toFormErrors: (fields) => pickFieldErrors(fields),
    onSuccess: (_values, form) => {
      form.reset();
      result.show(CONTACT_SUCCESS);
    },
    onFailure: () => result.show(CONTACT_FAILURE),
  });
  return { ...contact, message: result.message };
}
