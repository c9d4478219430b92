import { z } from "zod";
import { clearedCustomerCookie } from "../../../auth/session-cookie";
import { defineOperation } from "../../define";
import { SIGN_IN_TRY_LIMIT, tag, usedLink } from "../operation-parts";
import {
  customerSchema,
  profileUpdateInput,
  signInCodeInput,
  signInLinkInput,
  signInRequestInput,
} from "../schemas";
import { endCustomerSession } from "./customer-sessions";
import {
  customerById,
  requestSignIn,
  SIGN_IN_EMAIL_LIMIT,
  SIGN_IN_EMAILS_PER_ADDRESS,
  signInWithCode,
  signInWithLink,
} from "./sign-in";
import { updateProfile } from "./update-profile";

const message = z.object({ message: z.string() });
const customerAnswer = z.object({ customer: customerSchema });

/** Signing in to an account by e-mailed link or code, the session, and the account's own details. */
export const signInOperations = {
  requestSignIn: defineOperation({
    kind: "mutation",
    access: "public",
    input: signInRequestInput,
    rateLimit: SIGN_IN_EMAIL_LIMIT,
    handler: ({ ctx, input }) => requestSignIn({ ctx, input }),
    rest: {
      method: "post",
      path: "/api/account/sign-in-email",
      operationId: "requestAccountSignIn",
      summary: `E-mail a sign-in link and 6-digit code (the same answer for every address; at most ${SIGN_IN_EMAILS_PER_ADDRESS} an hour per address, 20 per client)`,
      tag,
      json: signInRequestInput,
      throttled: true,
      answer: message,
    },
  }),
  signInWithLink: defineOperation({
    kind: "mutation",
    access: "public",
    input: signInLinkInput,
    rateLimit: SIGN_IN_TRY_LIMIT,
    handler: ({ ctx, input }) => signInWithLink({ ctx, input }),
    rest: {
      method: "post",
      path: "/api/account/sign-in",
      operationId: "signInWithLink",
      summary:
        "Sign in with the token of an e-mailed link (works once, for 15 minutes); sets the account cookie",
      tag,
      json: signInLinkInput,
      errors: [usedLink],
      setsCookie: "The account cookie (store_account; HttpOnly, SameSite=Lax, 30 days).",
      answer: customerAnswer,
    },
  }),
  signInWithCode: defineOperation({
    kind: "mutation",
    access: "public",
    input: signInCodeInput,
    rateLimit: SIGN_IN_TRY_LIMIT,
    handler: ({ ctx, input }) => signInWithCode({ ctx, input }),
    rest: {
      method: "post",
      path: "/api/account/sign-in-code",
      operationId: "signInWithCode",
      summary:
        "Sign in with the address and the 6-digit code from its newest e-mail (five wrong codes end it)",
      tag,
      json: signInCodeInput,
      errors: [{ status: 401, description: "The code is wrong, expired, or was sent to another address." }],
      throttled: true,
      setsCookie: "The account cookie (store_account; HttpOnly, SameSite=Lax, 30 days).",
      answer: customerAnswer,
    },
  }),
  /** Who is signed in to an account, or `{ customer: null }`: asking is not an error (the header asks). */
  session: defineOperation({
    kind: "query",
    access: "public",
    handler: async ({ ctx }) => ({
      customer: ctx.customer ? await customerById({ db: ctx.db, customer: ctx.customer }) : null,
    }),
  }),
  signOut: defineOperation({
    kind: "mutation",
    access: "customer",
    handler: async ({ ctx }) => {
      if (ctx.customerSessionToken) await endCustomerSession(ctx.db, ctx.customerSessionToken);
      ctx.resHeaders.append("Set-Cookie", clearedCustomerCookie(ctx.secureCookies));
      return { success: true };
    },
    rest: {
      method: "post",
      path: "/api/account/sign-out",
      operationId: "signOutOfAccount",
      summary: "Sign out of the account; ends its session on the server",
      tag,
      setsCookie: "Clears the account cookie (store_account, expired).",
      answer: z.object({ success: z.boolean() }),
    },
  }),
  me: defineOperation({
    kind: "query",
    access: "customer",
    handler: ({ ctx }) => customerById({ db: ctx.db, customer: ctx.customer }),
    rest: {
      method: "get",
      path: "/api/account",
      operationId: "getAccount",
      summary: "The account's details",
      tag,
      answer: customerSchema,
    },
  }),
  updateProfile: defineOperation({
    kind: "mutation",
    access: "customer",
    input: profileUpdateInput,
    handler: ({ ctx, input }) => updateProfile({ db: ctx.db, customer: ctx.customer, input }),
    rest: {
      method: "patch",
      path: "/api/account",
      operationId: "updateAccount",
      summary: "Change the account's name, phone and e-mail preferences (reminders on or off)",
      tag,
      json: profileUpdateInput,
      answer: customerSchema,
    },
  }),
};
