import { z } from "zod";
import { clearedCustomerCookie } from "../../auth/session-cookie";
import type { Limit } from "../../http/rate-limited";
import { defineOperation } from "../define";
import { orderSchema, trackedOrderSchema } from "../orders/schemas";
import { deleted, idParam } from "../parts";
import { reviewSchema } from "../review/schemas";
import {
  accountOrder,
  accountOrderPage,
  accountOrders,
  accountRequest,
  accountRequests,
  answerAccountRequest,
} from "./records/account-reads";
import { reorderLines } from "./records/reorder";
import { saveOrderPlayer } from "./records/save-order-player";
import {
  addAddress,
  deleteAddress,
  deletePlayer,
  listAddresses,
  listPlayers,
  savePlayers,
  updatePlayer,
} from "./saved/players-and-addresses";
import { deleteAccount, exportAccount, requestPrivacyLink } from "./saved/privacy";
import {
  accountIdInput,
  addressInput,
  addressSchema,
  customerSchema,
  designAnswerInput,
  designRefInput,
  playerInput,
  playerSchema,
  playersSaveInput,
  playerUpdateInput,
  privacyConfirmInput,
  privacyRequestInput,
  profileUpdateInput,
  reorderInput,
  reorderSchema,
  signInCodeInput,
  signInLinkInput,
  signInRequestInput,
} from "./schemas";
import { endCustomerSession } from "./sign-in/customer-sessions";
import {
  customerById,
  requestSignIn,
  SIGN_IN_EMAIL_LIMIT,
  SIGN_IN_EMAILS_PER_ADDRESS,
  signInWithCode,
  signInWithLink,
} from "./sign-in/sign-in";
import { updateProfile } from "./sign-in/update-profile";

const tag = "Customer account";
const HOUR_MS = 60 * 60 * 1000;
/** Per client address: tries at links and codes (each code is also limited to 5 wrong tries). */
const SIGN_IN_TRY_LIMIT: Limit = { name: "account-sign-in", limit: 30, windowMs: HOUR_MS };
const PRIVACY_LINK_LIMIT: Limit = { name: "account-privacy", limit: 5, windowMs: HOUR_MS };

const message = z.object({ message: z.string() });
const customerAnswer = z.object({ customer: customerSchema });
const usedLink = {
  status: 410,
  description: "The link was already used, has expired (15 minutes), or was ended by five wrong codes.",
};
const notYours = {
  status: 404,
  description: "No such record in this customer's account (another's is the same 404).",
};
const requestParams = [
  { name: "kind", description: "quote or artwork" },
  { name: "id", description: "The quote's or request's id (a UUID)." },
];
const requestSummary = z.object({
  kind: z.enum(["quote", "artwork"]),
  id: z.string(),
  reference: z.string(),
  team_name: z.string(),
  status: z.string(),
  created_at: z.string(),
  awaiting_answer: z.boolean(),
});

/** A customer's own account: signing in by e-mailed link or code, and what the account holds. */
export const accountOperations = {
  requestSignIn: defineOperation({
    kind: "mutation",
    access: "public",
    input: signInRequestInput,
    rateLimit: SIGN_IN_EMAIL_LIMIT,
    handler: ({ ctx, input }) => requestSignIn(ctx, input.email),
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
    handler: ({ ctx, input }) => signInWithLink(ctx, input.token),
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
    handler: ({ ctx, input }) => signInWithCode(ctx, input.email, input.code),
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
      customer: ctx.customer ? await customerById(ctx, ctx.customer.id) : null,
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
    handler: ({ ctx }) => customerById(ctx, ctx.customer.id),
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
    handler: ({ ctx, input }) => updateProfile(ctx, input),
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
  orders: defineOperation({
    kind: "query",
    access: "customer",
    handler: ({ ctx }) => accountOrders(ctx.db, ctx.customer.id, ctx.now()),
    rest: {
      method: "get",
      path: "/api/account/orders",
      operationId: "listAccountOrders",
      summary: "The account's orders, team-store orders among them, newest first (status, balance)",
      tag,
      answer: z.array(
        orderSchema.extend({
          /** A team-store order the family may still change, until this moment (its store's close). */
          change_until: z.string().nullable(),
        }),
      ),
    },
  }),
  order: defineOperation({
    kind: "query",
    access: "customer",
    input: accountIdInput,
    handler: ({ ctx, input }) => accountOrder(ctx.db, ctx.customer.id, input.id),
    rest: {
      method: "get",
      path: "/api/account/orders/{id}",
      operationId: "getAccountOrder",
      summary: "One of the account's orders with its status timeline",
      tag,
      pathParams: idParam,
      errors: [notYours],
      answer: trackedOrderSchema,
    },
  }),
  orderPage: defineOperation({
    kind: "mutation",
    access: "customer",
    input: accountIdInput,
    handler: ({ ctx, input }) => accountOrderPage(ctx.db, ctx.customer.id, input.id),
    rest: {
      method: "post",
      path: "/api/account/orders/{id}/page",
      operationId: "openAccountOrderPage",
      summary:
        "A fresh private link to one of the account's orders: a team-store order's page (changes until its store closes) or the tracking page",
      tag,
      pathParams: idParam,
      errors: [notYours],
      answer: z.object({ path: z.string() }),
    },
  }),
  reorder: defineOperation({
    kind: "mutation",
    access: "customer",
    input: reorderInput,
    handler: ({ ctx, input }) => reorderLines(ctx.db, ctx.customer.id, input.id, input.player_id, ctx.now()),
    rest: {
      method: "post",
      path: "/api/account/orders/{id}/reorder",
      operationId: "reorderAccountOrder",
      summary:
        "An earlier order's lines as cart lines at today's prices, sized for a saved player when named; a team order's lines only for its own store's team cart (names, numbers, team prices), while that store is open",
      tag,
      pathParams: idParam,
      json: "input",
      optionalJson: true,
      errors: [
        notYours,
        {
          status: 409,
          description:
            "A team order whose store is no longer open: the message says when it closed and whom to ask.",
        },
      ],
      answer: reorderSchema,
    },
  }),
  saveOrderPlayer: defineOperation({
    kind: "mutation",
    access: "customer",
    input: accountIdInput,
    handler: ({ ctx, input }) => saveOrderPlayer(ctx.db, ctx.customer.id, input.id, ctx.now()),
    rest: {
      method: "post",
      path: "/api/account/orders/{id}/save-player",
      operationId: "saveAccountOrderPlayer",
      summary:
        "Save the player of one of the account's team orders: name, the number printed, each item's size for its kind, this season (one of the same name and season is updated)",
      tag,
      pathParams: idParam,
      errors: [
        notYours,
        { status: 409, description: "The order is not a team store order naming a player." },
      ],
      answer: playerSchema,
    },
  }),
  requests: defineOperation({
    kind: "query",
    access: "customer",
    handler: ({ ctx }) => accountRequests(ctx.db, ctx.customer.id),
    rest: {
      method: "get",
      path: "/api/account/requests",
      operationId: "listAccountRequests",
      summary: "The account's team quotes and artwork requests, newest first",
      tag,
      answer: z.array(requestSummary),
    },
  }),
  request: defineOperation({
    kind: "query",
    access: "customer",
    input: designRefInput,
    handler: ({ ctx, input }) => accountRequest(ctx.db, ctx.customer.id, input),
    rest: {
      method: "get",
      path: "/api/account/requests/{kind}/{id}",
      operationId: "getAccountRequest",
      summary: "One quote or artwork request with its proofs and history",
      tag,
      pathParams: requestParams,
      errors: [notYours],
      answer: reviewSchema,
    },
  }),
  answerRequest: defineOperation({
    kind: "mutation",
    access: "customer",
    input: designAnswerInput,
    handler: ({ ctx, input }) => {
      const { kind, id, ...answer } = input;
      return answerAccountRequest(ctx.db, ctx.customer.id, { kind, id }, answer, ctx.mail);
    },
    rest: {
      method: "post",
      path: "/api/account/requests/{kind}/{id}/answer",
      operationId: "answerAccountRequest",
      summary: "Approve the latest proof or quote, or ask for changes (the private link's rules)",
      tag,
      pathParams: requestParams,
      json: "input",
      errors: [
        notYours,
        {
          status: 409,
          description: "Nothing waits for an answer, or `proof_version` is not the latest proof.",
        },
      ],
      answer: reviewSchema,
    },
  }),
  players: defineOperation({
    kind: "query",
    access: "customer",
    handler: ({ ctx }) => listPlayers(ctx.db, ctx.customer.id),
    rest: {
      method: "get",
      path: "/api/account/players",
      operationId: "listAccountPlayers",
      summary: "Saved players",
      tag,
      answer: z.array(playerSchema),
    },
  }),
  savePlayers: defineOperation({
    kind: "mutation",
    access: "customer",
    input: playersSaveInput,
    handler: ({ ctx, input }) => savePlayers(ctx.db, ctx.customer.id, input.players),
    rest: {
      method: "post",
      path: "/api/account/players",
      operationId: "saveAccountPlayers",
      summary: "Save players (one of the same name and season is updated, not repeated)",
      tag,
      json: playersSaveInput,
      answer: z.array(playerSchema),
    },
  }),
  updatePlayer: defineOperation({
    kind: "mutation",
    access: "customer",
    input: playerUpdateInput,
    handler: ({ ctx, input }) => {
      const { id, ...player } = input;
      return updatePlayer(ctx.db, ctx.customer.id, id, player);
    },
    rest: {
      method: "put",
      path: "/api/account/players/{id}",
      operationId: "updateAccountPlayer",
      summary: "Change a saved player (name, number, sizes, season)",
      tag,
      pathParams: idParam,
      json: playerInput,
      errors: [notYours],
      answer: playerSchema,
    },
  }),
  deletePlayer: defineOperation({
    kind: "mutation",
    access: "customer",
    input: accountIdInput,
    handler: ({ ctx, input }) => deletePlayer(ctx.db, ctx.customer.id, input.id),
    rest: {
      method: "delete",
      path: "/api/account/players/{id}",
      operationId: "deleteAccountPlayer",
      summary: "Remove a saved player",
      tag,
      pathParams: idParam,
      errors: [notYours],
      answer: deleted,
    },
  }),
  addresses: defineOperation({
    kind: "query",
    access: "customer",
    handler: ({ ctx }) => listAddresses(ctx.db, ctx.customer.id),
    rest: {
      method: "get",
      path: "/api/account/addresses",
      operationId: "listAccountAddresses",
      summary: "Saved delivery addresses",
      tag,
      answer: z.array(addressSchema),
    },
  }),
  addAddress: defineOperation({
    kind: "mutation",
    access: "customer",
    input: addressInput,
    handler: ({ ctx, input }) => addAddress(ctx.db, ctx.customer.id, input),
    rest: {
      method: "post",
      path: "/api/account/addresses",
      operationId: "addAccountAddress",
      summary: "Save a delivery address",
      tag,
      status: 201,
      json: addressInput,
      answer: addressSchema,
    },
  }),
  deleteAddress: defineOperation({
    kind: "mutation",
    access: "customer",
    input: accountIdInput,
    handler: ({ ctx, input }) => deleteAddress(ctx.db, ctx.customer.id, input.id),
    rest: {
      method: "delete",
      path: "/api/account/addresses/{id}",
      operationId: "deleteAccountAddress",
      summary: "Remove a saved address",
      tag,
      pathParams: idParam,
      errors: [notYours],
      answer: deleted,
    },
  }),
  requestPrivacyLink: defineOperation({
    kind: "mutation",
    access: "customer",
    input: privacyRequestInput,
    rateLimit: PRIVACY_LINK_LIMIT,
    handler: ({ ctx, input }) => requestPrivacyLink(ctx, input.action),
    rest: {
      method: "post",
      path: "/api/account/privacy-email",
      operationId: "requestAccountPrivacyLink",
      summary: "E-mail a link that confirms downloading the account's data or deleting the account",
      tag,
      json: privacyRequestInput,
      answer: message,
    },
  }),
  exportData: defineOperation({
    kind: "mutation",
    access: "customer",
    input: privacyConfirmInput,
    rateLimit: SIGN_IN_TRY_LIMIT,
    handler: ({ ctx, input }) => exportAccount(ctx, input.token),
    rest: {
      method: "post",
      path: "/api/account/export",
      operationId: "exportAccount",
      summary: "Everything the store holds about the account, as JSON (needs a fresh e-mailed link)",
      tag,
      json: privacyConfirmInput,
      errors: [usedLink],
      answer: z.record(z.string(), z.unknown()),
    },
  }),
  deleteAccount: defineOperation({
    kind: "mutation",
    access: "customer",
    input: privacyConfirmInput,
    rateLimit: SIGN_IN_TRY_LIMIT,
    handler: async ({ ctx, input }) => {
      const result = await deleteAccount(ctx, input.token);
      ctx.resHeaders.append("Set-Cookie", clearedCustomerCookie(ctx.secureCookies));
      return result;
    },
    rest: {
      method: "post",
      path: "/api/account/delete",
      operationId: "deleteAccount",
      summary:
        "Delete the account (needs a fresh e-mailed link); orders stay for the store's books with the contact details removed",
      tag,
      json: privacyConfirmInput,
      errors: [usedLink],
      setsCookie: "Clears the account cookie (store_account, expired).",
      answer: z.object({ deleted: z.boolean() }),
    },
  }),
};
