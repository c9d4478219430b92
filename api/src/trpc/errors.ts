import { TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { AppError } from "../errors/app-error";
import { toPublicError } from "../errors/public-error";

/** The TRPCError for an AppError: the same code and message, the AppError kept as its cause. */
export function toTRPCError(error: AppError): TRPCError {
  return new TRPCError({ code: error.code, message: error.message, cause: error });
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
} {
  const ours = error.cause instanceof AppError || error.cause instanceof ZodError;
  if (!ours && error.code !== "INTERNAL_SERVER_ERROR")
    return { message: error.message, fieldErrors: undefined };
  const { message, fields } = toPublicError(error);
  return { message, fieldErrors: fields };
}
