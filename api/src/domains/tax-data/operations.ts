import { defineOperation } from "../define";
import { idParam } from "../parts";
import {
  addHolidayInput,
  addPlaceInput,
  addRateBody,
  addRateInput,
  clothingCategoriesInput,
  confirmRateBody,
  confirmRateInput,
  taxDataSchema,
  taxHolidaySchema,
  taxPlaceSchema,
} from "./schemas";
import {
  addTaxHoliday,
  addTaxPlace,
  addTaxRate,
  confirmTaxRate,
  setTaxClothingCategories,
} from "./tax-data-changes";
import { readTaxData } from "./tax-data-read";

const tag = "Sales tax";
const clothingAnswer = taxDataSchema.shape.clothing_categories;

/**
 * The staff's tax data (decision 083): places and their dated rates, holidays, clothing. Rates are
 * only added (today or later for an existing place) and confirmed, never edited or deleted.
 */
export const taxDataOperations = {
  get: defineOperation({
    kind: "query",
    access: "admin",
    permission: "tax.manage",
    handler: ({ ctx }) => readTaxData({ db: ctx.db, now: ctx.now() }),
    rest: {
      method: "get",
      path: "/api/tax",
      operationId: "getTaxData",
      summary:
        "Every tax place (the store's first) with its rates in effect today (store time), combined rate, scheduled rates and each jurisdiction's dated history; the tax holidays, newest first; which product categories count as clothing",
      tag,
      answer: taxDataSchema,
    },
  }),
  addPlace: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "tax.manage",
    input: addPlaceInput,
    handler: ({ ctx, input }) => addTaxPlace({ db: ctx.db, actor: ctx.user, input, now: ctx.now() }),
    rest: {
      method: "post",
      path: "/api/tax/places",
      operationId: "addTaxPlace",
      summary:
        "Add a place the shop taxes at (a delivery place), with any starting rates on any day: a new place has no orders to protect",
      tag,
      json: addPlaceInput,
      status: 201,
      answer: taxPlaceSchema,
      errors: [{ status: 409, description: "Another place has that code." }],
    },
  }),
  addRate: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "tax.manage",
    input: addRateInput,
    handler: ({ ctx, input }) => addTaxRate({ db: ctx.db, actor: ctx.user, input, now: ctx.now() }),
    rest: {
      method: "post",
      path: "/api/tax/places/{id}/rates",
      operationId: "addTaxRate",
      summary:
        "Add one jurisdiction's rate from a day on (0 ends its tax); refused for a day before today (store time): orders placed before today keep their rates. Answers the place",
      tag,
      pathParams: idParam,
      json: addRateBody,
      status: 201,
      answer: taxPlaceSchema,
      errors: [
        { status: 404, description: "No place has that id." },
        { status: 409, description: "The jurisdiction already has a rate from that day at this place." },
      ],
    },
  }),
  confirmRate: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "tax.manage",
    input: confirmRateInput,
    handler: ({ ctx, input }) => confirmTaxRate({ db: ctx.db, actor: ctx.user, input, now: ctx.now() }),
    rest: {
      method: "post",
      path: "/api/tax/rates/{id}/confirm",
      operationId: "confirmTaxRate",
      summary:
        "Record who checked an unconfirmed rate on the Department of Revenue's table, and when; the figure does not change. Answers the place",
      tag,
      pathParams: idParam,
      json: confirmRateBody,
      answer: taxPlaceSchema,
      errors: [
        { status: 404, description: "No rate has that id." },
        { status: 409, description: "The rate was already confirmed." },
      ],
    },
  }),
  addHoliday: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "tax.manage",
    input: addHolidayInput,
    handler: ({ ctx, input }) => addTaxHoliday({ db: ctx.db, actor: ctx.user, input, now: ctx.now() }),
    rest: {
      method: "post",
      path: "/api/tax/holidays",
      operationId: "addTaxHoliday",
      summary:
        "Add a tax holiday: clothing up to the article limit is free of the listed levels' tax from the first day through the last (store time); one that has already ended is refused",
      tag,
      json: addHolidayInput,
      status: 201,
      answer: taxHolidaySchema,
    },
  }),
  setClothingCategories: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "tax.manage",
    input: clothingCategoriesInput,
    handler: ({ ctx, input }) =>
      setTaxClothingCategories({ db: ctx.db, actor: ctx.user, input, now: ctx.now() }),
    rest: {
      method: "put",
      path: "/api/tax/clothing-categories",
      operationId: "setTaxClothingCategories",
      summary:
        "Set which product categories count as clothing for tax holidays (the whole list); answers every category with whether it counts",
      tag,
      json: clothingCategoriesInput,
      answer: clothingAnswer,
    },
  }),
};
