import { Anchor } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";

/** "← All orders" (or quotes, customers, stores): a record's page back to its list. */
export function BackToList({
  to,
  children,
}: {
  to: "/admin/orders" | "/admin/quotes" | "/admin/customers" | "/admin/team-stores";
  children: ReactNode;
}) {
  return (
    <Anchor component={Link} to={to} size="sm" display="inline-flex" mb="sm" style={{ gap: 4 }}>
      <IconArrowLeft size={16} aria-hidden="true" style={{ marginTop: 2 }} />
      {children}
    </Anchor>
  );
}
