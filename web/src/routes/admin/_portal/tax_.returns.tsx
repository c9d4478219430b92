import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../../features/admin/routing/admin-screen";
import { type TaxReturnSearch, taxReturnRoute } from "../../../features/admin/tax-returns/tax-return-data";
import { typedAddress } from "../../../lib/search-params";

// "tax_": its own route, not a child of the tax rates screen at /admin/tax (issue 39), so neither
// needs the other's outlet.
export const Route = createFileRoute("/admin/_portal/tax_/returns")({
  // The address is read by the loader and the screen, which travel apart from the entry.
  validateSearch: typedAddress<TaxReturnSearch>(),
  loaderDeps: ({ search }) => search,
  loader: (args) => taxReturnRoute.loader(args),
  component: adminScreen("TaxReturnScreen"),
});
