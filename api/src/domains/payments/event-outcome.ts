/** What a provider's event did, for the webhook's answer and the tests (the provider only needs a 2xx). */
export interface EventOutcome {
  result: "recorded" | "duplicate" | "held" | "waiting" | "ignored" | "expired" | "refunded";
  message: string;
  orderNumber?: number;
}

export const ignored = (message: string): EventOutcome => ({ result: "ignored", message });
