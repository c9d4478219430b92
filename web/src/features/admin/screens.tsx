import { apiKeysList } from "./api-keys/ApiKeysList";
import { auditList } from "./audit/AuditList";
import { contactList } from "./contact/ContactMessagesList";
import { contentList } from "./content/ContentList";
import { customersList } from "./customers/CustomersList";
import { imagesList } from "./images/ImagesList";
import { ordersList } from "./orders/OrdersList";
import { productsList } from "./products/ProductsList";
import { quotesList } from "./quotes/QuotesList";
import { staffList } from "./staff/StaffList";
import { artworkList } from "./submissions/ArtworkList";
import { teamStoresList } from "./team-stores/TeamStoresList";

// Every screen of the portal, behind ONE dynamic import shared by all admin routes. The bundler
// then sees the portal as a single entry: what only the portal uses (tables, dialogs,
// notifications, forms) stays in the portal's files instead of being counted as shared between
// pages and moved into the Mantine file every shopper downloads.

export { AccountScreen } from "./account/AccountScreen";
export { BlanksScreen } from "./blanks/BlanksScreen";
export { CustomerPageScreen } from "./customers/CustomerPage";
export { HomeScreen } from "./home/HomeScreen";
export { LoginScreen } from "./login/LoginScreen";
export { OrderPageScreen } from "./orders/page/OrderPage";
export { AcceptInvitationScreen } from "./password/AcceptInvitationScreen";
export { ForgotPasswordScreen } from "./password/ForgotPasswordScreen";
export { ResetPasswordScreen } from "./password/ResetPasswordScreen";
export { PaymentsScreen } from "./payments/PaymentsScreen";
export { PaymentsInboxScreen } from "./payments-inbox/PaymentsInboxScreen";
export { PayoutsScreen } from "./payouts/PayoutsScreen";
export { ProductionScreen } from "./production/ProductionScreen";
export { PurchaseOrderPageScreen } from "./purchase-orders/PurchaseOrderPage";
export { PurchaseOrdersScreen } from "./purchase-orders/PurchaseOrdersScreen";
export { ReceiveScreen } from "./purchase-orders/ReceiveScreen";
export { ReceivingScreen } from "./purchase-orders/ReceivingScreen";
export { WhatToOrderScreen } from "./purchase-orders/WhatToOrderScreen";
export { QuoteDetailsScreen } from "./quotes/QuoteDetailsPage";
export { AdminPortal } from "./shared/AdminPortal";
export { SignInRulesScreen } from "./sign-in-rules/SignInRulesScreen";
export { SuppliersScreen } from "./suppliers/SuppliersScreen";
export { TaxScreen } from "./tax/TaxScreen";
export { TaxReturnScreen } from "./tax-returns/TaxReturnScreen";
export { TeamStorePageScreen } from "./team-stores/page/TeamStorePage";

// Each list screen and its route's error screen, from the list's one declaration. The portal's
// index is the staff's home; the artwork list is at /admin/custom-artwork-submissions.
export const { Screen: ArtworkSubmissionsScreen, ErrorScreen: ArtworkSubmissionsError } = artworkList;
export const { Screen: ContactMessagesScreen, ErrorScreen: ContactMessagesError } = contactList;
export const { Screen: AuditLogScreen, ErrorScreen: AuditLogError } = auditList;
export const { Screen: ImagesScreen, ErrorScreen: ImagesError } = imagesList;
export const { Screen: OrdersScreen, ErrorScreen: OrdersError } = ordersList;
export const { Screen: ProductsScreen, ErrorScreen: ProductsError } = productsList;
export const { Screen: QuotesScreen, ErrorScreen: QuotesError } = quotesList;
export const { Screen: WebsiteContentScreen, ErrorScreen: WebsiteContentError } = contentList;
export const { Screen: StaffScreen, ErrorScreen: StaffError } = staffList;
export const { Screen: ApiKeysScreen, ErrorScreen: ApiKeysError } = apiKeysList;
export const { Screen: TeamStoresScreen, ErrorScreen: TeamStoresError } = teamStoresList;
export const { Screen: CustomersScreen, ErrorScreen: CustomersError } = customersList;
