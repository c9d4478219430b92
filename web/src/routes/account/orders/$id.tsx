import { createFileRoute } from "@tanstack/react-router";
import { AccountOrderPage } from "../../../features/account/AccountOrderPage";

export const Route = createFileRoute("/account/orders/$id")({
  component: function AccountOrderRoute() {
    const { id } = Route.useParams();
    return <AccountOrderPage id={id} />;
  },
});
