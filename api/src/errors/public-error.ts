import { ZodError } from "zod";
import { AppError, type AppErrorCode, type FieldMessages } from "./app-error";

/** Every code a client can meet: the deliberate ones, and the one for everything else. */
export type PublicErrorCode = AppErrorCode | "INTERNAL_SERVER_ERROR";

/** The HTTP status of each code: the numbers tRPC uses too (trpc/errors.test.ts holds them equal). */
export const HTTP_STATUS: Readonly<Record<PublicErrorCode, number>> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

/** What a client is told when something failed that nobody meant to refuse. */
export const GENERIC_MESSAGE = "Something went wrong on our side. Please try again.";

/** What a client may learn about a failure: a code, its status, a message for people, field messages. */
export interface PublicError {
  code: PublicErrorCode;
  status: number;
  message: string;
  fields?: FieldMessages;
}

/** Turns a zod failure into one sentence a person can act on, naming each field. */
export function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.join(".");
      return field ? `${field}: ${issue.message}` : issue.message;
    })
    .join("; ");
}

/**
 * One message per invalid field (the first issue found for it), keyed by the field's top-level
 * name and, for a nested field, by its dotted path too, so a form can show each message beside
 * its field. Undefined when no issue names a field.
 */
function zodFieldMessages(error: ZodError): FieldMessages | undefined {
  const fields: FieldMessages = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (key === undefined || typeof key === "symbol") continue;
    fields[String(key)] ??= issue.message;
    // A nested field is named by its whole path too ("customer.email"), as forms name them.
    if (issue.path.length > 1) fields[issue.path.map(String).join(".")] ??= issue.message;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

// tRPC wraps whatever a procedure throws and keeps it as the cause; the wrapper adds nothing.
function deliberateError(error: unknown): AppError | ZodError | undefined {
  if (error instanceof AppError || error instanceof ZodError) return error;
  if (error instanceof Error && (error.cause instanceof AppError || error.cause instanceof ZodError)) {
    return error.cause;
  }
  return undefined;
}

const withFields = (error: Omit<PublicError, "fields">, fields: FieldMessages | undefined): PublicError =>
  fields ? { ...error, fields } : error;

/**
 * The one mapping from anything thrown to what a client sees. An AppError keeps its code, message
 * and fields; invalid input (zod) is a 400 naming each field; anything else is a 500 with the
 * generic message, so no stack trace, SQL or file path ever reaches a client.
 */
export function toPublicError(error: unknown): PublicError {
  const deliberate = deliberateError(error);
  if (deliberate instanceof AppError) {
    const { code, message, fields } = deliberate;
    return withFields({ code, status: HTTP_STATUS[code], message }, fields);
  }
  if (deliberate instanceof ZodError) {
    const message = describeZodError(deliberate);
    return withFields(
      { code: "BAD_REQUEST", status: HTTP_STATUS.BAD_REQUEST, message },
      zodFieldMessages(deliberate),
    );
  }
  return {
    code: "INTERNAL_SERVER_ERROR",
    status: HTTP_STATUS.INTERNAL_SERVER_ERROR,
    message: GENERIC_MESSAGE,
  };
}

/** The body of every REST error: a message for people and, for invalid input, one per field. */
export interface ErrorBody {
  error: string;
  fields?: FieldMessages;
}

/** The HTTP status and `{ error, fields? }` body for anything a REST route or its procedure throws. */
export function toHttpError(error: unknown): { status: number; body: ErrorBody } {
  const { status, message, fields } = toPublicError(error);
  return { status, body: fields ? { error: message, fields } : { error: message } };
}
