import { createFileRoute } from "@tanstack/react-router";
import type { WhatToOrderSearch } from "../../../../features/admin/purchase-orders/WhatToOrderScreen";
import { adminScreen } from "../../../../features/admin/routing/admin-screen";
import { typedAddress } from "../../../../lib/search-params";

export const Route = createFileRoute("/admin/_portal/purchase-orders/new")({
  validateSearch: typedAddress<WhatToOrderSearch>(),
  component: adminScreen("WhatToOrderScreen"),
});
