import { z } from "zod";
import { loginInput, publicUser, registerInput } from "../schemas/auth";
import type { Operation } from "./operations";

/** Signing in and out, and customer accounts. */
export const authOperations: Operation[] = [
  {
    method: "post",
    path: "/api/auth/login",
    operationId: "login",
    rateLimited: true,
    errors: [{ status: 401, description: "Wrong email or password (the same words for both)." }],
    setsCookie: "The session cookie (store_session; HttpOnly, SameSite=Lax).",
    summary: "Sign in; sets the session cookie",
    tag: "Auth",
    access: "anyone",
    json: loginInput,
    status: 200,
    answer: z.object({ user: publicUser }),
    envelope: false,
  },
  {
    method: "post",
    path: "/api/auth/logout",
    operationId: "logout",
    setsCookie: "Clears the session cookie (store_session, expired).",
    summary: "Sign out; ends the session on the server",
    tag: "Auth",
    access: "signed in",
    status: 200,
    answer: z.object({ success: z.boolean() }),
  },
  {
    method: "get",
    path: "/api/auth/me",
    operationId: "getCurrentUser",
    summary: "Who is signed in",
    tag: "Auth",
    access: "signed in",
    status: 200,
    answer: z.object({ user: publicUser }),
    envelope: false,
  },
  {
    method: "post",
    path: "/api/auth/register",
    operationId: "register",
    errors: [{ status: 409, description: "An account with this email already exists." }],
    summary: "Create a customer account",
    tag: "Auth",
    access: "anyone",
    json: registerInput,
    status: 201,
    answer: z.object({ user: publicUser }),
  },
];
