import { TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { AppError, type AppErrorCode } from "../errors/app-error";
import { HTTP_STATUS, toPublicError } from "../errors/public-error";

/**
 * tRPC's code for each of ours: the same, except where tRPC has none (410 Gone). Then the nearest
 * one carries the error inside tRPC, and the error formatter gives the client our own code and
 * status back (so /trpc and /api answer alike).
 */
const trpcCode = (code: AppErrorCode): TRPCError["code"] => (code === "GONE" ? "NOT_FOUND" : code);

/** The TRPCError for an AppError: the same code and message, the AppError kept as its cause. */
export function toTRPCError(error: AppError): TRPCError {
  return new TRPCError({ code: trpcCode(error.code), message: error.message, cause: error });
}

/**
 * What a tRPC client sees of an error. Deliberate refusals, invalid input and internal failures
 * go through the mapping REST uses too (errors/public-error.ts); tRPC's own refusals (an
 * unreadable body, an unknown procedure, too large a batch) keep tRPC's words, which name no internals.
 * The field messages are typed inline, not by an alias: types the web infers must be able to spell them.
 */
export function publicTRPCError(error: TRPCError): {
  message: string;
  fieldErrors: Record<string, string> | undefined;
  /**
   * Our code and its HTTP status, for the client's `error.data` (tRPC's own refusals keep tRPC's).
   * Spelled with tRPC's own type, which the web can name, plus the one code tRPC lacks.
   */
  code: TRPCError["code"] | "GONE" | undefined;
  httpStatus: number | undefined;
} {
  const ours = error.cause instanceof AppError || error.cause instanceof ZodError;
  if (!ours && error.code !== "INTERNAL_SERVER_ERROR")
    return { message: error.message, fieldErrors: undefined, code: undefined, httpStatus: undefined };
  const { message, fields, code } = toPublicError(error);
  return { message, fieldErrors: fields, code, httpStatus: HTTP_STATUS[code] };
}
