import { z } from "zod";
import { clearedCustomerCookie } from "../../../auth/session-cookie";
import type { Limit } from "../../../http/rate-limited";
import { defineOperation } from "../../define";
import { deleted, idParam } from "../../parts";
import { notYours, SIGN_IN_TRY_LIMIT, tag, usedLink } from "../operation-parts";
import {
  accountIdInput,
  addressInput,
  addressSchema,
  playerInput,
  playerSchema,
  playersSaveInput,
  playerUpdateInput,
  privacyConfirmInput,
  privacyRequestInput,
} from "../schemas";
import {
  addAddress,
  deleteAddress,
  deletePlayer,
  listAddresses,
  listPlayers,
  savePlayers,
  updatePlayer,
} from "./players-and-addresses";
import { deleteAccount, exportAccount, requestPrivacyLink } from "./privacy";

const PRIVACY_LINK_LIMIT: Limit = { name: "account-privacy", limit: 5, windowMs: 60 * 60 * 1000 };
const message = z.object({ message: z.string() });

/** What the customer keeps in the account (players, addresses), and their data: a copy, or deleted. */
export const savedOperations = {
  players: defineOperation({
    kind: "query",
    access: "customer",
    handler: ({ ctx }) => listPlayers({ db: ctx.db, customer: ctx.customer }),
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
    handler: ({ ctx, input }) => savePlayers({ db: ctx.db, customer: ctx.customer, input }),
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
    handler: ({ ctx, input }) => updatePlayer({ db: ctx.db, customer: ctx.customer, input }),
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
    handler: ({ ctx, input }) => deletePlayer({ db: ctx.db, customer: ctx.customer, input }),
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
    handler: ({ ctx }) => listAddresses({ db: ctx.db, customer: ctx.customer }),
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
    handler: ({ ctx, input }) => addAddress({ db: ctx.db, customer: ctx.customer, input }),
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
    handler: ({ ctx, input }) => deleteAddress({ db: ctx.db, customer: ctx.customer, input }),
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
    handler: ({ ctx, input }) => requestPrivacyLink({ ctx, input }),
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
    handler: ({ ctx, input }) => exportAccount({ ctx, input }),
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
      const result = await deleteAccount({ ctx, input });
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
