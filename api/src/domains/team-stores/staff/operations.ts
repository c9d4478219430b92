import { isUuid } from "../../../common/not-found";
import { defineOperation } from "../../define";
import { idParam, pageOf, pagingParams, withoutPaging } from "../../parts";
import { staffChange } from "../../service-args";
import { moveDueStores } from "../clock/clock-job";
import { coachLinkSchema, newCoachLink } from "../coach/new-coach-link";
import { transitionTeamStore } from "../lifecycle/transition-store";
import { TEAM_STORES_EXPORT_PATH } from "../paths";
import { teamStoreIdInput, teamStoreSchema } from "../schemas";
import {
  copyTeamStoreInput,
  createTeamStoreInput,
  replaceItemsInput,
  replacePlayersInput,
  teamStoreExportInput,
  teamStoreFromQuoteInput,
  teamStoreListInput,
  teamStoreListItemSchema,
  teamStoreTransitionInput,
  updateTeamStoreInput,
} from "../staff-schemas";
import { checkStoreLogo } from "../store/store-picture";
import { copyTeamStore } from "./copy-store";
import { createTeamStore } from "./create-store";
import { exportTeamStoresCsv } from "./export-stores";
import { getTeamStore } from "./get-store";
import { listTeamStorePage } from "./list-stores";
import { replaceTeamStoreItems } from "./replace-items";
import { replaceTeamStorePlayers } from "./replace-players";
import { teamStoreFromQuote } from "./store-from-quote";
import { checkPaymentModeOffered } from "./store-rules";
import { updateTeamStore } from "./update-store";

const tag = "Team stores";
const listParams = [
  ...pagingParams("the team, the store link, the coach's name or the sport"),
  { name: "status", description: "Only stores with this status." },
];
const slugTaken = {
  status: 409,
  description: "The store link is used by another draft, scheduled or open store.",
};
const soldLines = {
  status: 409,
  description:
    "The store has closed: an item families ordered keeps its price, fee, fundraising, personalisation and sizes and cannot be removed.",
};

/** Staff's side of team stores (decision 045): spread into the team stores domain's operations. */
export const teamStoreStaffOperations = {
  list: defineOperation({
    kind: "query",
    access: "admin",
    permission: "teamStores.view",
    input: teamStoreListInput,
    handler: ({ ctx, input }) => listTeamStorePage({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: "/api/team-stores",
      operationId: "listTeamStores",
      summary:
        "Team stores, a page at a time: status, dates, orders, pieces, revenue, fundraising (batch 1), unpaid, and batch 2's figures apart",
      tag,
      query: listParams,
      answer: pageOf(teamStoreListItemSchema),
      paged: true,
    },
  }),
  exportCsv: defineOperation({
    kind: "query",
    access: "admin",
    permission: "reports.view",
    input: teamStoreExportInput,
    handler: ({ ctx, input }) => exportTeamStoresCsv({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: TEAM_STORES_EXPORT_PATH,
      operationId: "exportTeamStores",
      summary: "Every team store matching the search and status, with its figures, as a CSV download",
      tag,
      query: withoutPaging(listParams),
      csv: true,
    },
  }),
  get: defineOperation({
    kind: "query",
    access: "admin",
    permission: "teamStores.view",
    input: teamStoreIdInput,
    // The store as its clock has it now, even before the clock's next pass.
    handler: async ({ ctx, input }) => {
      if (isUuid(input.id)) await moveDueStores(ctx.db, ctx.mail, ctx.now(), input.id);
      return getTeamStore({ db: ctx.db, id: input.id });
    },
    rest: {
      method: "get",
      path: "/api/team-stores/{id}",
      operationId: "getTeamStore",
      summary: "One team store: settings, items, roster, status and the quote it came from",
      tag,
      pathParams: idParam,
      answer: teamStoreSchema,
    },
  }),
  create: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "teamStores.manage",
    input: createTeamStoreInput,
    handler: async ({ ctx, input }) => {
      await checkStoreLogo(ctx.db, input.logo_url);
      checkPaymentModeOffered(input.payment_mode, ctx.payments);
      return createTeamStore({ db: ctx.db, actor: ctx.user, input });
    },
    rest: {
      method: "post",
      path: "/api/team-stores",
      operationId: "createTeamStore",
      summary: "Create a team store (a draft) from scratch, with its items and roster if given",
      tag,
      json: "input",
      status: 201,
      errors: [slugTaken],
      answer: teamStoreSchema,
    },
  }),
  copy: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "teamStores.manage",
    input: copyTeamStoreInput,
    handler: ({ ctx, input }) => copyTeamStore({ db: ctx.db, actor: ctx.user, input }),
    rest: {
      method: "post",
      path: "/api/team-stores/{id}/copy",
      operationId: "copyTeamStore",
      summary:
        "Copy a store into a new draft: items, prices, rules, coach and roster, under the new link and dates given; no orders",
      tag,
      pathParams: idParam,
      json: "input",
      status: 201,
      errors: [slugTaken],
      answer: teamStoreSchema,
    },
  }),
  fromQuote: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "teamStores.manage",
    input: teamStoreFromQuoteInput,
    handler: ({ ctx, input }) => {
      checkPaymentModeOffered(input.payment_mode, ctx.payments);
      return teamStoreFromQuote({ db: ctx.db, actor: ctx.user, input });
    },
    rest: {
      method: "post",
      path: "/api/quotes/{id}/team-store",
      operationId: "createTeamStoreFromQuote",
      summary:
        "Make a draft team store from an approved quote: team, sport, coach, items the catalogue has for its package and add-ons, roster; the link defaults to the team's name and year",
      tag,
      pathParams: [{ name: "id", description: "The quote's id (a UUID)." }],
      json: "input",
      status: 201,
      errors: [slugTaken, { status: 409, description: "The quote is not approved." }],
      answer: teamStoreSchema,
    },
  }),
  update: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "teamStores.manage",
    input: updateTeamStoreInput,
    handler: ({ ctx, input }) => updateTeamStore({ ...staffChange(ctx, input), payments: ctx.payments }),
    rest: {
      method: "patch",
      path: "/api/team-stores/{id}",
      operationId: "updateTeamStore",
      summary:
        "Change a store's settings (only those sent): dates only before it opens, number rules only before it closes",
      tag,
      pathParams: idParam,
      json: "input",
      errors: [
        slugTaken,
        { status: 409, description: "Dates of an opened store, or number rules of a closed one." },
      ],
      answer: teamStoreSchema,
    },
  }),
  setItems: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "teamStores.manage",
    input: replaceItemsInput,
    handler: ({ ctx, input }) => replaceTeamStoreItems({ db: ctx.db, actor: ctx.user, input }),
    rest: {
      method: "put",
      path: "/api/team-stores/{id}/items",
      operationId: "setTeamStoreItems",
      summary:
        "Replace the store's items (in order): price at least the catalogue's, fundraising within the price, sizes the product has",
      tag,
      pathParams: idParam,
      json: "input",
      errors: [soldLines],
      answer: teamStoreSchema,
    },
  }),
  setPlayers: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "teamStores.manage",
    input: replacePlayersInput,
    handler: ({ ctx, input }) => replaceTeamStorePlayers({ db: ctx.db, actor: ctx.user, input }),
    rest: {
      method: "put",
      path: "/api/team-stores/{id}/players",
      operationId: "setTeamStorePlayers",
      summary: "Replace the store's roster (name, number, a parent's e-mail for reminders)",
      tag,
      pathParams: idParam,
      json: "input",
      answer: teamStoreSchema,
    },
  }),
  transition: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "teamStores.manage",
    input: teamStoreTransitionInput,
    handler: ({ ctx, input }) => transitionTeamStore({ ...staffChange(ctx, input), payments: ctx.payments }),
    rest: {
      method: "post",
      path: "/api/team-stores/{id}/transitions",
      operationId: "moveTeamStore",
      summary:
        "Move the store's life: schedule, open, extend, close, reopen, start_production, freeze_batch_two, mark_ready, complete or cancel (see the REST reference)",
      tag,
      pathParams: idParam,
      json: "input",
      errors: [
        {
          status: 409,
          description:
            "The move is not allowed from the store's status (the message names it), batch 1 is frozen, the quote's artwork has no approved proof (send override_proof), or live orders block a cancel.",
        },
      ],
      answer: teamStoreSchema,
    },
  }),
  newCoachLink: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "teamStores.manage",
    input: teamStoreIdInput,
    handler: ({ ctx, input }) => newCoachLink(staffChange(ctx, input)),
    rest: {
      method: "post",
      path: "/api/team-stores/{id}/coach-link",
      operationId: "newTeamStoreCoachLink",
      summary:
        "A new private coach link (earlier ones stop working); while the store is open the coach is e-mailed it",
      tag,
      pathParams: idParam,
      answer: coachLinkSchema,
    },
  }),
};
