import { createFileRoute } from "@tanstack/react-router";
import { AccountPage } from "../../features/account/AccountPage";
import { type AccountTab, accountTabs } from "../../features/account/account-tabs";

/** ?tab=requests|players|addresses|settings; the orders are the default. */
const readSearch = (search: Record<string, unknown>): { tab?: AccountTab } =>
  accountTabs.includes(search.tab as AccountTab) && search.tab !== "orders"
    ? { tab: search.tab as AccountTab }
    : {};

export const Route = createFileRoute("/account/")({
  validateSearch: readSearch,
  component: function AccountRoute() {
    const { tab } = Route.useSearch();
    return <AccountPage tab={tab ?? "orders"} />;
  },
});
