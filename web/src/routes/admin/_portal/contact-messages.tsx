import { createFileRoute } from "@tanstack/react-router";
import { type ContactSearch, contactData } from "../../../features/admin/contact/contact-data";
import { adminScreen } from "../../../features/admin/routing/admin-screen";
import { typedAddress } from "../../../lib/search-params";

export const Route = createFileRoute("/admin/_portal/contact-messages")({
  // The address is read by the loader and the screen, which travel apart from the entry.
  validateSearch: typedAddress<ContactSearch>(),
  loaderDeps: ({ search }) => search,
  loader: (args) => contactData.route.loader(args),
  component: adminScreen("ContactMessagesScreen"),
  errorComponent: adminScreen("ContactMessagesError"),
});
