import { TRPCClientError } from "@trpc/client";

/** The HTTP status the server answered a tRPC call with; undefined when no answer arrived. */
export const httpStatusOf = (error: unknown): number | undefined => {
  const status =
    error instanceof TRPCClientError
      ? (error.data as { httpStatus?: unknown } | undefined)?.httpStatus
      : undefined;
  return typeof status === "number" ? status : undefined;
};

/**
 * The server answered and said no (a 4xx: an unknown id or slug, or one that cannot be one). Such an
 * answer is final: only a failed connection is worth another try.
 */
export const isServerRefusal = (error: unknown): boolean => {
  const status = httpStatusOf(error);
  return status !== undefined && status >= 400 && status < 500;
};

/** A query's `retry`: one more try after a failed connection, none after the server's refusal. */
export const retryUnlessRefused = (failures: number, error: unknown): boolean =>
  !isServerRefusal(error) && failures < 1;
