import { createFileRoute } from "@tanstack/react-router";
import { type CustomerSearch, customersData } from "../../../../features/admin/customers/customers-data";
import { adminScreen } from "../../../../features/admin/routing/admin-screen";
import { typedAddress } from "../../../../lib/search-params";

export const Route = createFileRoute("/admin/_portal/customers/")({
  // The address is read by the loader and the screen, which travel apart from the entry.
  validateSearch: typedAddress<CustomerSearch>(),
  loaderDeps: ({ search }) => search,
  loader: (args) => customersData.route.loader(args),
  component: adminScreen("CustomersScreen"),
  errorComponent: adminScreen("CustomersError"),
});
