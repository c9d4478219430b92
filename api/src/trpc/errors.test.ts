import { TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Context } from "../context";
import { AppError, type AppErrorCode } from "../errors/app-error";
import { GENERIC_MESSAGE, HTTP_STATUS } from "../errors/public-error";
import { toTRPCError } from "./errors";
import { createCallerFactory, publicProcedure, router } from "./init";

const codes = Object.keys(HTTP_STATUS).filter((code) => code !== "INTERNAL_SERVER_ERROR") as AppErrorCode[];
// tRPC has no 410: GONE travels inside tRPC as NOT_FOUND and the error formatter answers 410 and "GONE".
const trpcCodes = codes.filter((code) => code !== "GONE");

// The procedures below read nothing from their context.
const ctx = { resHeaders: new Headers() } as Context;

const testRouter = router({
  refuse: publicProcedure.input(z.object({ code: z.enum(codes) })).query(({ input }) => {
    throw new AppError(input.code, `Refused with ${input.code}.`);
  }),
  crash: publicProcedure.query(() => {
    throw new Error('relation "secret_table" does not exist');
  }),
});

async function overHttp(path: string) {
  const res = await fetchRequestHandler({
    endpoint: "/trpc",
    req: new Request(`http://localhost/trpc/${path}`),
    router: testRouter,
    createContext: () => ctx,
  });
  return {
    status: res.status,
    body: (await res.json()) as { error: { message: string; data: { code: string } } },
  };
}

describe("AppError through tRPC", () => {
  it.each(trpcCodes)("keeps %s: tRPC's HTTP status is the one REST answers", (code) => {
    expect(getHTTPStatusCodeFromError(toTRPCError(new AppError(code, "x")))).toBe(HTTP_STATUS[code]);
  });

  it.each(codes)("a procedure that throws %s answers that code, status and message", async (code) => {
    const input = encodeURIComponent(JSON.stringify({ code }));
    const { status, body } = await overHttp(`refuse?input=${input}`);
    expect(status).toBe(HTTP_STATUS[code]);
    expect(body.error.message).toBe(`Refused with ${code}.`);
    expect(body.error.data.code).toBe(code);

    const caller = createCallerFactory(testRouter)(ctx);
    const thrown = await caller.refuse({ code }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(TRPCError);
    // The server-side caller (the REST adapters') keeps the AppError as the cause: REST maps it.
    expect(thrown).toMatchObject({
      code: code === "GONE" ? "NOT_FOUND" : code,
      message: `Refused with ${code}.`,
      cause: { code },
    });
  });

  it("answers an internal failure with 500 and the generic message", async () => {
    const { status, body } = await overHttp("crash");
    expect(status).toBe(500);
    expect(body.error.message).toBe(GENERIC_MESSAGE);
    expect(JSON.stringify(body)).not.toContain("secret_table");
  });
});
