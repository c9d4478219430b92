import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { ZodError } from "zod";

/** Turns a zod failure into one sentence a person can act on, naming each field. */
export function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.join(".");
      return field ? `${field}: ${issue.message}` : issue.message;
    })
    .join("; ");
}

const GENERIC_MESSAGE = "Something went wrong on our side. Please try again.";

/** The message a client may see: validation details, deliberate errors, never internals. */
export function publicMessage(error: TRPCError): string {
  if (error.cause instanceof ZodError) return describeZodError(error.cause);
  if (error.code === "INTERNAL_SERVER_ERROR") return GENERIC_MESSAGE;
  return error.message;
}

/**
 * One message per invalid field (the first issue found for it), keyed by the field's top-level
 * name, so a form can show each message beside its field. Undefined when the error is not a
 * validation failure or names no field.
 */
export function fieldErrors(error: TRPCError): Record<string, string> | undefined {
  if (!(error.cause instanceof ZodError)) return undefined;
  const fields: Record<string, string> = {};
  for (const issue of error.cause.issues) {
    const key = issue.path[0];
    if (key === undefined || typeof key === "symbol") continue;
    fields[String(key)] ??= issue.message;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** The body of every REST error: a message for people and, for invalid input, one per field. */
export interface ErrorBody {
  error: string;
  fields?: Record<string, string>;
}

/** The HTTP status and `{ error, fields? }` body for any error a procedure throws. */
export function toHttpError(error: unknown): { status: number; body: ErrorBody } {
  const trpcError =
    error instanceof TRPCError ? error : new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: error });
  const fields = fieldErrors(trpcError);
  return {
    status: getHTTPStatusCodeFromError(trpcError),
    body: fields ? { error: publicMessage(trpcError), fields } : { error: publicMessage(trpcError) },
  };
}
