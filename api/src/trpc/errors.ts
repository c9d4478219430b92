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

/** The HTTP status and `{ error }` body for any error a procedure throws. */
export function toHttpError(error: unknown): { status: number; body: { error: string } } {
  const trpcError =
    error instanceof TRPCError ? error : new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: error });
  return { status: getHTTPStatusCodeFromError(trpcError), body: { error: publicMessage(trpcError) } };
}
