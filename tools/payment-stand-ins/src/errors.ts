// Errors in the shape the Stripe API answers with, so the SDK raises the same error classes
// (StripeInvalidRequestError, StripeAuthenticationError, ...) the store meets in production.

export type StripeErrorType = "invalid_request_error" | "api_error" | "card_error" | "idempotency_error";

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: StripeErrorType,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  toJSON() {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.code ? { code: this.code } : {}),
        ...(this.param ? { param: this.param } : {}),
      },
    };
  }
}

export function missingParam(param: string): StripeApiError {
  return new StripeApiError(
    400,
    "invalid_request_error",
    `Missing required param: ${param}.`,
    "parameter_missing",
    param,
  );
}

export function invalidParam(param: string, message: string): StripeApiError {
  return new StripeApiError(400, "invalid_request_error", message, "parameter_invalid_string", param);
}

export function noSuchObject(kind: string, id: string): StripeApiError {
  return new StripeApiError(
    404,
    "invalid_request_error",
    `No such ${kind}: '${id}'`,
    "resource_missing",
    "id",
  );
}
