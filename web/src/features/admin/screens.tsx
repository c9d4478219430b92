import { ArtworkScreen } from "./submissions/ArtworkScreen";

// Every screen of the portal, behind ONE dynamic import shared by all admin routes. The bundler
// then sees the portal as a single entry: what only the portal uses (tables, dialogs,
// notifications, forms) stays in the portal's files instead of being counted as shared between
// pages and moved into the Mantine file every shopper downloads.

export { ApiKeysPage } from "./api-keys/ApiKeysPage";
export { AuditLogScreen } from "./audit/AuditLogScreen";
export { ContentScreen as WebsiteContentScreen } from "./content/ContentScreen";
export { ImagesScreen } from "./images/ImagesScreen";
export { LoginScreen } from "./login/LoginScreen";

import { ordersList } from "./orders/OrdersList";

export { ProductsScreen } from "./products/ProductsScreen";
export { QuoteDetailsScreen, QuotesScreen } from "./quotes/QuotesScreen";
export { AdminPortal } from "./shared/AdminPortal";
export { StaffPage } from "./staff/StaffPage";

export const ArtworkIndexScreen = () => <ArtworkScreen at="/admin" />;
export const ArtworkSubmissionsScreen = () => <ArtworkScreen at="/admin/custom-artwork-submissions" />;

export const OrdersScreen = ordersList.Screen;
export const OrdersError = ordersList.ErrorScreen;
