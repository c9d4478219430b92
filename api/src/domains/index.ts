import { accountOperations } from "./account/operations";
import { registerOperation } from "./account/sign-in/register";
import { approvalOperations } from "./approvals/operations";
import { authOperations } from "./auth/operations";
import { sessionOperations } from "./auth/session-operations";
import {
  passkeyOperations,
  secondFactorSignInOperations,
  staffSettingsOperations,
  twoFactorOperations,
} from "./auth/two-factor/operations";
import { checkoutOperations } from "./checkout/operations";
import { contentOperations } from "./content/operations";
import { customerOperations } from "./customers/operations";
import { type Documented, type Operation, type ProceduresOf, proceduresOf } from "./define";
import { healthOperations } from "./health/operations";
import { homeOperations } from "./home/operations";
import { imageOperations } from "./images/operations";
import { orderOperations } from "./orders/operations";
import { printableOperations } from "./orders/printables/operations";
import { paymentInboxOperations } from "./payments/inbox-operations";
import { paymentOperations } from "./payments/operations";
import { productionCalendarOperations } from "./production/calendar/operations";
import { productionJobOperations } from "./production/jobs/operations";
import { productOperations } from "./products/operations";
import { productBlankOperations } from "./purchasing/blanks/operations";
import { purchaseNeedOperations } from "./purchasing/need/operations";
import { purchaseOrderOperations, purchaseOrderPrintables } from "./purchasing/orders/operations";
import { supplierOperations } from "./purchasing/suppliers/operations";
import { quoteOperations } from "./quotes/operations";
import { proofOperations, reviewOperations } from "./review/operations";
import { auditOperations } from "./staff/audit";
import { invitationOperations } from "./staff/invitations/operations";
import { apiKeyOperations, staffOperations } from "./staff/operations";
import { passwordOperations } from "./staff/passwords/operations";
import { staffStatusOperations } from "./staff/staff-status-operations";
import { submissionOperations } from "./submissions/operations";
import { taxDataOperations } from "./tax-data/operations";
import { taxExemptionOperations } from "./tax-exemptions/operations";
import { taxReturnOperations, taxReturnPrintables } from "./tax-returns/operations";
import { teamStoreBatchOperations } from "./team-stores/batches/operations";
import { teamStoreCoachOperations } from "./team-stores/coach/operations";
import { teamStoreOperations } from "./team-stores/operations";
import { teamStoreBatchPrintables } from "./team-stores/printables/operations";
import { coachShareFiles } from "./team-stores/share/operations";

/** Every operation, by its place in the tRPC router (`products.list`). A new domain is added here. */
export const domains = {
  account: accountOperations,
  apiKeys: apiKeyOperations,
  approvals: approvalOperations,
  audit: auditOperations,
  // The customer sign-up kept at its /api/auth path sends the account's sign-in e-mail.
  auth: { ...authOperations, ...secondFactorSignInOperations, register: registerOperation },
  checkout: checkoutOperations,
  coach: teamStoreCoachOperations,
  content: contentOperations,
  customers: customerOperations,
  home: homeOperations,
  images: imageOperations,
  invitations: invitationOperations,
  orders: orderOperations,
  passwords: passwordOperations,
  passkeys: passkeyOperations,
  payments: { ...paymentOperations, ...paymentInboxOperations },
  productBlanks: productBlankOperations,
  products: productOperations,
  productionJobs: productionJobOperations,
  productionCalendar: productionCalendarOperations,
  proofs: proofOperations,
  purchaseNeed: purchaseNeedOperations,
  purchaseOrders: purchaseOrderOperations,
  quotes: quoteOperations,
  review: reviewOperations,
  sessions: sessionOperations,
  staff: { ...staffOperations, ...staffStatusOperations },
  staffSettings: staffSettingsOperations,
  submissions: submissionOperations,
  suppliers: supplierOperations,
  taxData: taxDataOperations,
  taxReturns: taxReturnOperations,
  taxExemptions: taxExemptionOperations,
  teamStoreBatches: teamStoreBatchOperations,
  teamStores: teamStoreOperations,
  twoFactor: twoFactorOperations,
};
type Domains = typeof domains;

/** The router's record: each domain's procedures under its name (generated, typed for the web). */
export const procedureRecord = Object.fromEntries(
  Object.entries(domains).map(([name, operations]) => [name, proceduresOf(operations)]),
) as { [D in keyof Domains]: ProceduresOf<Domains[D]> };

/** Every declaration, procedures and REST-only ones alike, in the form the generators read. */
export const declared: readonly Documented[] = [
  ...Object.entries(domains).flatMap(([domain, operations]) =>
    Object.entries(operations as Record<string, Operation>).map(([name, op]) => ({
      ...op,
      name: `${domain}.${name}`,
    })),
  ),
  ...printableOperations,
  ...teamStoreBatchPrintables,
  ...coachShareFiles,
  ...taxReturnPrintables,
  ...purchaseOrderPrintables,
  ...healthOperations,
];
