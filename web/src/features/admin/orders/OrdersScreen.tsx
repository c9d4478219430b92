import { useNavigate, useSearch } from "@tanstack/react-router";
import { OrdersPage } from "./OrdersPage";

/** The orders screen wired to its address (/admin/orders?status=…&page=…). */
export function OrdersScreen() {
  const search = useSearch({ from: "/admin/_portal/orders" });
  const navigate = useNavigate();
  return (
    <OrdersPage
      search={search}
      onSearchChange={(patch) =>
        void navigate({ to: "/admin/orders", search: { ...search, ...patch }, resetScroll: false })
      }
    />
  );
}
