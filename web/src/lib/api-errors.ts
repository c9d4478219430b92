import { TRPCClientError } from "@trpc/client";

/** The tRPC error code the server answered with (UNAUTHORIZED, FORBIDDEN, ...), if it answered. */
export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  if (typeof data !== "object" || data === null) return undefined;
  const code = (data as { code?: unknown }).code;
  return typeof code === "string" ? code : undefined;
}

/** The server's own message, written for people; undefined when no answer arrived (network). */
export function serverMessage(error: unknown): string | undefined {
  return errorCode(error) !== undefined && error instanceof Error ? error.message : undefined;
}

/**
 * The spec's §8 wording: `'<prefix>: ' + the server's message`, or the prefix alone when the
 * server could not be reached.
 */
export function describeFailure(prefix: string, error: unknown): string {
  const message = serverMessage(error);
  return message ? `${prefix}: ${message}` : prefix;
}

/** A REST endpoint's refusal, with the per-field messages of its `{ error, fields }` body. */
export class RefusedRequest extends Error {
  constructor(readonly fields: Record<string, string>) {
    super("The request was refused.");
  }
}

/** The one per-field message the server sent for a form field, if any (tRPC or REST). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (error instanceof RefusedRequest) return error.fields;
  if (!(error instanceof TRPCClientError)) return {};
  const fields = (error.data as { fieldErrors?: unknown } | undefined)?.fieldErrors;
  return typeof fields === "object" && fields !== null ? (fields as Record<string, string>) : {};
}
