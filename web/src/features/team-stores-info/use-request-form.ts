import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { attemptKey } from "../../lib/attempt-key";
import { usePublicForm } from "../../lib/forms/use-public-form";
import { onDemand } from "../../lib/on-demand";
import { trpc } from "../../lib/trpc";
import { emptyRequest, REQUEST_SENT, type RequestValues, requestBody } from "./request-form";

// The checker (zod and the server's schema) arrives when the coach starts on the form, not with the page.
const requestCheck = onDemand(() => import("./check-request").then((m) => m.validateRequest));
const ATTEMPT = "team-store-request";

/** The request form's state: fields, sending, the server's words on a refusal, the thank-you after. */
export function useRequestForm() {
  const [sent, setSent] = useState<string | null>(null);
  const create = useMutation(trpc.submissions.requestTeamStore.mutationOptions());
  const request = usePublicForm<RequestValues>({
    initialValues: emptyRequest,
    checker: requestCheck,
    attempt: { scope: ATTEMPT, key: (values) => attemptKey(ATTEMPT, values) },
    networkFailure: "We could not reach the store. Check your connection and try again, or call us.",
    send: (values, { key }) => {
      setSent(null);
      // biome-ignore lint/suspicious/noExplicitAny: the sport and count go as typed; the server's schema names what to fix.
      return create.mutateAsync({ ...(requestBody(values) as any), idempotency_key: key ?? "" });
    },
    onSuccess: (_values, form) => {
      form.reset();
      setSent(REQUEST_SENT);
    },
  });
  return { ...request, sent };
}
