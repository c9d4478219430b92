import { defineOperation } from "../../define";
import { idParam, privateLinkReads } from "../../parts";
import {
  enterStoreInput,
  familyStoreAnswer,
  familyStoreInput,
  familyStoreSchema,
  lateOrderBody,
  lateOrderInput,
  placedTeamOrderSchema,
  teamCheckoutBody,
  teamCheckoutInput,
  teamOrderChangeBody,
  teamOrderChangeInput,
  teamOrderTokenInput,
  teamOrderViewSchema,
} from "../family-schemas";
import { addLateOrder } from "../team-orders/add-late-order";
import { changeTeamOrder } from "../team-orders/change-team-order";
import { teamOrderForToken, teamOrderView } from "../team-orders/team-order-link";
import { familyView } from "./family-view";
import { placeFamilyOrder } from "./place-family-order";
import { ACCESS_CODE_NEEDED, enterStore, storeForOrder } from "./store-access";

const tag = "Team stores (families)";
const slugParam = [{ name: "slug", description: "The store's link name, as in /team/{slug}." }];
const tokenParam = [{ name: "token", description: "The token at the end of the family's order link." }];
const closed409 = {
  status: 409,
  description:
    "The store is not open by the server's clock (the message says when it closed or opens), or a number is already worn by another player (the message names the number).",
};

/** What families do in a team store: read it, enter its code, order, and change through their link. */
export const teamStoreFamilyOperations = {
  familyStore: defineOperation({
    kind: "query",
    access: "public",
    input: familyStoreInput,
    rateLimit: privateLinkReads("team-store-read"),
    handler: async ({ ctx, input }) => {
      const store = await enterStore(ctx, input.slug, undefined);
      if (!store) return { locked: true as const, slug: input.slug, message: ACCESS_CODE_NEEDED };
      return familyView({ db: ctx.db, store, now: ctx.now() });
    },
    rest: {
      method: "get",
      path: "/api/team-stores/by-slug/{slug}",
      operationId: "getTeamStoreForFamilies",
      summary:
        "A team store as families see it: team, items with prices and rules, close time, how items are received and paid; `locked: true` when it needs its access code",
      tag,
      pathParams: slugParam,
      answer: familyStoreAnswer,
    },
  }),
  enterStore: defineOperation({
    kind: "mutation",
    access: "public",
    input: enterStoreInput,
    // Besides each store's own count of wrong codes (store-access.ts), a client may not sweep stores.
    rateLimit: { name: "team-store-access", limit: 30, windowMs: 15 * 60 * 1000 },
    handler: async ({ ctx, input }) =>
      familyView({
        db: ctx.db,
        store: await storeForOrder(ctx, input.slug, input.access_code),
        now: ctx.now(),
      }),
    rest: {
      method: "post",
      path: "/api/team-stores/by-slug/{slug}/access",
      operationId: "enterTeamStore",
      summary:
        "Enter a team store with its access code (sent in the body, never in the address); a wrong code is answered like an unknown store",
      tag,
      pathParams: slugParam,
      json: enterStoreInput.omit({ slug: true }),
      errors: [
        { status: 429, description: "Too many wrong codes from this address for this store; try later." },
      ],
      answer: familyStoreSchema,
    },
  }),
  placeOrder: defineOperation({
    kind: "mutation",
    access: "public",
    input: teamCheckoutInput,
    rateLimit: { name: "team-checkout", limit: 60, windowMs: 60 * 60 * 1000 },
    idempotent: true,
    handler: ({ ctx, input }) => placeFamilyOrder({ ctx, input }),
    rest: {
      method: "post",
      path: "/api/team-stores/by-slug/{slug}/orders",
      operationId: "placeTeamStoreOrder",
      summary:
        "Place a family's order in an open team store: the store prices every line (any price sent is refused), names and numbers are checked against each item's rules; answers the order and its private link",
      tag,
      status: 201,
      pathParams: slugParam,
      idempotencyKey:
        "Any unique text (8-200 printable characters) per order attempt. A repeat with the same key and body answers the same order, even after the store closed; the same key with a different body is refused with 409.",
      json: teamCheckoutBody,
      errors: [closed409],
      answer: placedTeamOrderSchema,
    },
  }),
  teamOrder: defineOperation({
    kind: "query",
    access: "public",
    input: teamOrderTokenInput,
    rateLimit: privateLinkReads("team-order-read"),
    handler: async ({ ctx, input }) => {
      const { orderId, store } = await teamOrderForToken({ db: ctx.db, input });
      return teamOrderView({ db: ctx.db, orderId, store, now: ctx.now() });
    },
    rest: {
      method: "get",
      path: "/api/team-orders/{token}",
      operationId: "getTeamOrder",
      summary:
        "A family's team order through its private link: the order, its store, whether it can still change, and where it stands in words",
      tag,
      pathParams: tokenParam,
      answer: teamOrderViewSchema,
    },
  }),
  changeTeamOrder: defineOperation({
    kind: "mutation",
    access: "public",
    input: teamOrderChangeInput,
    rateLimit: { name: "team-order-change", limit: 120, windowMs: 60 * 60 * 1000 },
    handler: async ({ ctx, input }) => {
      const view = await changeTeamOrder({
        db: ctx.db,
        input,
        now: ctx.now(),
        mail: ctx.mail,
        payments: ctx.payments,
      });
      ctx.mail.wake?.();
      return view;
    },
    rest: {
      method: "patch",
      path: "/api/team-orders/{token}",
      operationId: "changeTeamOrder",
      summary:
        "Change a line's size, name or number, or cancel the order, until the store closes (by the server's clock); every change is checked like the checkout",
      tag,
      pathParams: tokenParam,
      json: teamOrderChangeBody,
      errors: [closed409],
      answer: teamOrderViewSchema,
    },
  }),
  addLateOrder: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "orders.place",
    input: lateOrderInput,
    handler: async ({ ctx, input }) => {
      const placed = await addLateOrder({
        db: ctx.db,
        actor: ctx.user,
        input,
        now: ctx.now(),
        mail: ctx.mail,
        origin: ctx.siteOrigin,
      });
      ctx.mail.wake?.();
      return placed;
    },
    rest: {
      method: "post",
      path: "/api/team-stores/{id}/late-orders",
      operationId: "addTeamStoreLateOrder",
      summary:
        "Add a late order after the store closed: it goes into batch 2, checked by every rule but the clock, and is audited",
      tag: "Team stores",
      status: 201,
      pathParams: idParam,
      json: lateOrderBody,
      errors: [
        {
          status: 409,
          description: "The store is still open, or takes no more orders; or a number is taken.",
        },
      ],
      answer: placedTeamOrderSchema,
    },
  }),
};
