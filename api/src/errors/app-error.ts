/** The refusals the application gives on purpose; each has one HTTP status (errors/public-error.ts). */
export type AppErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "GONE"
  | "PAYLOAD_TOO_LARGE"
  | "TOO_MANY_REQUESTS"
  | "SERVICE_UNAVAILABLE";

/** One message per invalid field, keyed by the field's name, for a form to show beside each field. */
export type FieldMessages = Record<string, string>;

/**
 * A deliberate refusal with a message written for people. Services, HTTP helpers and procedures
 * throw it and know nothing of tRPC or HTTP; the two edges translate it (trpc/errors.ts for tRPC,
 * errors/public-error.ts for REST). Anything else thrown is an internal error: logged, never shown.
 */
export class AppError extends Error {
  override readonly name = "AppError";
  readonly code: AppErrorCode;
  readonly fields: FieldMessages | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { fields?: FieldMessages; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.fields = options.fields;
  }

  /** 400: the request cannot be used as sent; the message says how to send it. */
  static badRequest(message: string, fields?: FieldMessages): AppError {
    return new AppError("BAD_REQUEST", message, fields ? { fields } : {});
  }

  /** 401: nobody is signed in, or the credentials are wrong. */
  static unauthorized(message: string): AppError {
    return new AppError("UNAUTHORIZED", message);
  }

  /** 403: signed in, but not allowed. */
  static forbidden(message: string): AppError {
    return new AppError("FORBIDDEN", message);
  }

  /** 404: the record named does not exist. */
  static notFound(message: string): AppError {
    return new AppError("NOT_FOUND", message);
  }

  /** 409: the change clashes with what is stored (a duplicate). */
  static conflict(message: string): AppError {
    return new AppError("CONFLICT", message);
  }

  /** 410: the record was there but is closed for good (a finished quote's private link). */
  static gone(message: string): AppError {
    return new AppError("GONE", message);
  }

  /** 413: an uploaded file is over the limit. */
  static payloadTooLarge(message: string): AppError {
    return new AppError("PAYLOAD_TOO_LARGE", message);
  }

  /** 429: over a rate limit; the caller sets Retry-After. */
  static tooManyRequests(message: string): AppError {
    return new AppError("TOO_MANY_REQUESTS", message);
  }

  /** 503: a part the store needs (its database) is away for a moment; the caller sets Retry-After. */
  static unavailable(message: string, cause?: unknown): AppError {
    return new AppError("SERVICE_UNAVAILABLE", message, { cause });
  }
}
