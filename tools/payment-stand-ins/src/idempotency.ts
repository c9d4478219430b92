// Stripe's Idempotency-Key behaviour: a POST repeated with the same key answers what the first one
// did (errors included) without doing it again; reusing a key for another endpoint or other
// parameters is an idempotency_error, which catches a store that derives keys carelessly.
import { StripeApiError } from "./errors.js";

interface Remembered {
  route: string;
  params: string;
  status: number;
  body: object;
}

export class IdempotencyKeys {
  private readonly seen = new Map<string, Remembered>();

  /** The earlier answer to replay, an error for a misused key, or undefined for a new key. */
  replay(key: string, route: string, params: object): { status: number; body: object } | undefined {
    const earlier = this.seen.get(key);
    if (!earlier) return undefined;
    if (earlier.route !== route) {
      return misuse(
        `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${earlier.route}'). Use a new Idempotency-Key for '${route}'.`,
      );
    }
    if (earlier.params !== JSON.stringify(params)) {
      return misuse(
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      );
    }
    return earlier;
  }

  remember(key: string, route: string, params: object, status: number, body: object): void {
    this.seen.set(key, { route, params: JSON.stringify(params), status, body });
  }
}

function misuse(message: string): { status: number; body: object } {
  return { status: 400, body: new StripeApiError(400, "idempotency_error", message).toJSON() };
}
