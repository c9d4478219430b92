import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, type AppErrorCode } from "./app-error";
import { GENERIC_MESSAGE, toHttpError, toPublicError } from "./public-error";

const deliberate: [AppError, AppErrorCode, number][] = [
  [AppError.badRequest("Send the body as JSON."), "BAD_REQUEST", 400],
  [AppError.unauthorized("Please sign in first."), "UNAUTHORIZED", 401],
  [AppError.forbidden("Access denied. Admin privileges required."), "FORBIDDEN", 403],
  [AppError.notFound("No order with id 42."), "NOT_FOUND", 404],
  [AppError.conflict("An account with this email already exists."), "CONFLICT", 409],
  [AppError.payloadTooLarge("File size must be less than 10MB."), "PAYLOAD_TOO_LARGE", 413],
  [AppError.tooManyRequests("Too many requests from your network."), "TOO_MANY_REQUESTS", 429],
];

describe("toHttpError", () => {
  it.each(deliberate)("answers %s with its code's status and its own message", (error, code, status) => {
    expect(error.code).toBe(code);
    expect(toHttpError(error)).toEqual({ status, body: { error: error.message } });
  });

  it("passes an AppError's field messages on", () => {
    const error = AppError.badRequest("email: Enter a valid email address.", {
      email: "Enter a valid email address.",
    });
    expect(toHttpError(error)).toEqual({
      status: 400,
      body: {
        error: "email: Enter a valid email address.",
        fields: { email: "Enter a valid email address." },
      },
    });
  });

  it("turns invalid input into a 400 naming each field, one message per field", () => {
    const schema = z.object({
      name: z.string().min(1, "Name is required."),
      age: z.number().min(0, "Too young."),
    });
    const result = schema.safeParse({ name: "", age: -1 });
    expect(result.success).toBe(false);
    expect(toHttpError(result.error)).toEqual({
      status: 400,
      body: {
        error: "name: Name is required.; age: Too young.",
        fields: { name: "Name is required.", age: "Too young." },
      },
    });
  });

  it("answers a 500 with the generic message and nothing of the internals", () => {
    const leak = new Error('insert into "users" failed: password hash $argon2id$… at /srv/app/db.ts:12');
    const mapped = toHttpError(leak);
    expect(mapped).toEqual({ status: 500, body: { error: GENERIC_MESSAGE } });
    expect(JSON.stringify(mapped)).not.toMatch(/users|argon|srv/);
    for (const thrown of ["a string", null, undefined, { message: "an object" }]) {
      expect(toHttpError(thrown)).toEqual({ status: 500, body: { error: GENERIC_MESSAGE } });
    }
  });

  it("looks through a wrapper (tRPC's) to the AppError or zod failure it carries", () => {
    const wrapped = new Error("wrapper", { cause: AppError.notFound("No product with id 7.") });
    expect(toHttpError(wrapped)).toEqual({ status: 404, body: { error: "No product with id 7." } });
    const internal = new Error("wrapper", { cause: new Error("connection refused 10.0.0.5:5432") });
    expect(toHttpError(internal)).toEqual({ status: 500, body: { error: GENERIC_MESSAGE } });
  });
});

describe("toPublicError", () => {
  it("names the code, so both edges can use the one mapping", () => {
    expect(toPublicError(AppError.conflict("Taken."))).toEqual({
      code: "CONFLICT",
      status: 409,
      message: "Taken.",
    });
    expect(toPublicError(new TypeError("x is undefined"))).toEqual({
      code: "INTERNAL_SERVER_ERROR",
      status: 500,
      message: GENERIC_MESSAGE,
    });
  });
});
