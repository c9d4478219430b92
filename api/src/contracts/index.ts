// The one contract between the web and the API: everything the web imports from @store/api comes
// through here (Biome's noRestrictedImports under web/ refuses any other path into the server).
// The router's types for the typed tRPC client; the zod schemas the forms check with (the server
// checks with the same ones) and the shapes they answer; limits, list facts, REST paths the web calls
// itself, a page's words. What is named here goes into the browser, so the values' import closure
// stays free of the database and the server: test/contracts-closure.test.ts walks it.
// Each name is re-exported by name from the file that owns it, in the order of those files (no
// `export *`: two domains can never shadow each other silently); types through `export type`,
// which the bundle never sees.

export {
  artworkSortColumns,
  auditEntities,
  contactSortColumns,
  customerSortColumns,
  DEFAULT_PAGE_SIZE,
  imageSortColumns,
  orderSortColumns,
  orderStatuses,
  pageSizeChoices,
  productSortColumns,
  quoteSortColumns,
  teamStoreSortColumns,
} from "../common/admin-list-facts";
export { MAX_TRPC_BATCH } from "../common/limits";
export { orderFulfilments, orderPaymentStates } from "../common/order-filter-facts";
export type { InitialProcedure, PageFacts } from "../common/page-facts";
export { isPersonal, routeParams } from "../common/page-facts";
export type { PageWords } from "../common/page-words";
export { postWords, productWords, teamStoreWords } from "../common/page-words";
export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../common/password-rules";
export type { Permission } from "../common/permissions";
export { permissionWords } from "../common/permissions";
export { roleChoices, roleWords } from "../common/role-words";
export type { ParsedRoster } from "../common/roster-read";
export { parseRoster, readStoreRoster } from "../common/roster-read";
export { queryWords, scoreTexts } from "../common/search-words";
export { MAX_ARTWORK_FILES, MAX_FILE_BYTES } from "../common/uploads";
export type { AddressDto, CustomerDto, PlayerDto } from "../domains/account/schemas";
export {
  addressInput,
  playerInput,
  profileUpdateInput,
  signInCodeInput,
  signInRequestInput,
} from "../domains/account/schemas";
export { askRefundInput, declineRequestInput } from "../domains/approvals/inputs";
export type { ApprovalDto } from "../domains/approvals/schemas";
export { loginInput } from "../domains/auth/schemas";
export {
  passkeyRegisterInput,
  secondFactorInput,
  staffSettingsInput,
  totpConfirmInput,
} from "../domains/auth/two-factor/schemas";
export { orderingItemChoices } from "../domains/checkout/ordering-items";
export { checkoutInput } from "../domains/checkout/schemas";
export type { HomeContentRow, HomeSlot, HomeSlotId, HomeWordId } from "../domains/content/home-page-content";
export {
  HOME_PAGE,
  homeContentQuery,
  homeSections,
  homeSlotAt,
  homeSlots,
  homeValues,
  siteUseOf,
  slotTypes,
} from "../domains/content/home-page-content";
export { contentInput } from "../domains/content/schemas";
export type { CustomerDetail, CustomerListItem, CustomerOrder } from "../domains/customers/schemas";
export type { DesignStep } from "../domains/designs/design-history";
export type { HomeDto, TopProduct } from "../domains/home/schemas";
export { UPLOAD_IMAGE_PATH } from "../domains/images/paths";
export { MAX_LINE_QUANTITY, orderEditInput } from "../domains/orders/edit-schemas";
export { ORDERS_EXPORT_PATH } from "../domains/orders/paths";
export {
  orderNoteInput,
  recordPaymentInput,
  reversePaymentInput,
  staffPaymentMethods,
} from "../domains/orders/payment-schemas";
export { batchPrintableUrl, INVOICES_PATH, PACKING_SLIPS_PATH } from "../domains/orders/printables/paths";
export type { InboxItemDto } from "../domains/payments/inbox-schemas";
export { assignInboxBody, dismissInboxBody } from "../domains/payments/inbox-schemas";
export { PAYMENTS_EXPORT_PATH } from "../domains/payments/paths";
export type { PayoutsDto } from "../domains/payments/schemas";
export {
  type CheckoutOptionsDto,
  type OnlinePaymentDto,
  type PaymentSettingsDto,
  refundPaymentInput,
  updatePaymentSettingsInput,
} from "../domains/payments/schemas";
export type { CalendarSettings, WeekAnswer } from "../domains/production/calendar/schemas";
export { blackoutInput, calendarSettingsInput } from "../domains/production/calendar/schemas";
export type { JobCard, JobDetail } from "../domains/production/jobs/schemas";
export { createJobInput, overrideReason } from "../domains/production/jobs/schemas";
export type { ProductDto } from "../domains/products/schemas";
export { MAX_GALLERY, productInput } from "../domains/products/schemas";
export { MAX_QUERY_LENGTH, MAX_SEARCH_RESULTS } from "../domains/products/search-limits";
export type { ShopCategory, SortOrder } from "../domains/products/shop-choices";
export {
  SHOP_CATEGORY_VALUES,
  SHOP_PAGE_SIZE,
  SHOP_SORT_VALUES,
  shopBrowseQuery,
} from "../domains/products/shop-choices";
export type { ShopView } from "../domains/products/shop-view";
export { applyShopView, countByCategory } from "../domains/products/shop-view";
export type { BlankListItem, MappingState, ProductBlanksDto } from "../domains/purchasing/blanks/schemas";
export { MAX_BLANK_COST, mappingStates, productBlanksBody } from "../domains/purchasing/blanks/schemas";
export type {
  CreatedPurchaseOrders,
  PurchaseOrderDetail,
  PurchaseOrderRow,
} from "../domains/purchasing/orders/schemas";
export {
  purchaseOrderEditInput,
  purchaseOrderSortColumns,
  purchaseOrderSourcesInput,
} from "../domains/purchasing/orders/schemas";
export type { ArrivingRow, Receiving } from "../domains/purchasing/receiving/schemas";
export { receiptInput } from "../domains/purchasing/receiving/schemas";
export type {
  StyleImportDto,
  StyleMatchDto,
  SupplierDto,
  SupplierFields,
} from "../domains/purchasing/suppliers/schemas";
export { supplierFields, supplierSortColumns } from "../domains/purchasing/suppliers/schemas";
export { MAX_STYLE_FILE_BYTES, MAX_STYLE_ROWS } from "../domains/purchasing/suppliers/style-list";
export { MAX_ITEM_QUANTITY } from "../domains/quotes/quote-limits";
export type { QuoteDto, QuoteFieldsInput, QuoteListItem } from "../domains/quotes/schemas";
export { quoteFields, sendQuoteInput } from "../domains/quotes/schemas";
export type { EventDto, ProofDto, ProofSubject, ReviewDto } from "../domains/review/schemas";
export { apiKeyInput } from "../domains/staff/api-key-schemas";
export {
  acceptInvitationInput,
  invitationInput,
  invitationTokenInput,
} from "../domains/staff/invitations/schemas";
export {
  passwordChangeInput,
  passwordResetInput,
  passwordResetRequestInput,
} from "../domains/staff/passwords/schemas";
export { staffAccountInput } from "../domains/staff/schemas";
export { ARTWORK_EXPORT_PATH, ARTWORK_REQUESTS_PATH } from "../domains/submissions/paths";
export type { ContactSubmissionDto } from "../domains/submissions/schemas";
export { artworkFields, contactInput } from "../domains/submissions/schemas";
export type { TeamStoreRequestFields } from "../domains/submissions/team-store-request-schema";
export { teamStoreRequestInput } from "../domains/submissions/team-store-request-schema";
export type { TaxDataDto, TaxHolidayDto, TaxPlaceDto, TaxRateDto } from "../domains/tax-data/schemas";
export {
  addHolidayInput,
  addPlaceInput,
  addRateBody,
  clothingCategoriesInput,
  confirmRateBody,
  taxLevels,
} from "../domains/tax-data/schemas";
export type { ExemptionChoicesDto, ExemptionDto, ExemptionKind } from "../domains/tax-exemptions/schemas";
export {
  applyExemptionBody,
  exemptionFields,
  exemptionKinds,
  exemptionKindWords,
  FAMILY_ORDER_RULE,
  removeExemptionBody,
} from "../domains/tax-exemptions/schemas";
export {
  exemptionDocumentUrl,
  TAX_RETURN_CSV_PATH,
  TAX_RETURN_PDF_PATH,
  taxReturnUrl,
} from "../domains/tax-returns/paths";
export type { TaxReturnDto } from "../domains/tax-returns/schemas";
export { taxReturnInput } from "../domains/tax-returns/schemas";
export type { BatchPdfKind } from "../domains/team-stores/batch-paths";
export { BATCH_CSV_PATH, batchPdfPaths, batchUrl } from "../domains/team-stores/batch-paths";
export type { CoachPage } from "../domains/team-stores/coach-schemas";
export { teamCheckoutBody } from "../domains/team-stores/family-schemas";
export { TEAM_STORES_EXPORT_PATH } from "../domains/team-stores/paths";
export type {
  TeamStoreDto,
  TeamStoreItemDto,
  TeamStoreItemFields,
  TeamStorePlayerFields,
} from "../domains/team-stores/schemas";
export {
  itemFieldsOf,
  teamStoreItemFields,
  teamStorePlayerFields,
  teamStoreSettingsFields,
} from "../domains/team-stores/schemas";
export type { TeamStoreAction } from "../domains/team-stores/staff-schemas";
export type { StoreOrderRow, StoreOrders } from "../domains/team-stores/store-orders-schema";
export type { AppRouter, RouterInputs, RouterOutputs } from "../trpc/root";
