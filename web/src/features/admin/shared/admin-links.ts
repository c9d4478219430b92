import {
  type Icon,
  IconBrush,
  IconClipboardList,
  IconFileText,
  IconHistory,
  IconKey,
  IconPackage,
  IconPhoto,
  IconShoppingBag,
  IconUsers,
} from "@tabler/icons-react";

export interface AdminLinkSpec {
  to:
    | "/admin/custom-artwork-submissions"
    | "/admin/quotes"
    | "/admin/website-content"
    | "/admin/orders"
    | "/admin/products"
    | "/admin/images"
    | "/admin/staff"
    | "/admin/audit-log"
    | "/admin/api-keys";
  label: string;
  icon: Icon;
}

/** The sidebar's links in the spec's order and words (§2 Admin layout), team quotes after the artwork. */
export const adminLinks: AdminLinkSpec[] = [
  { to: "/admin/custom-artwork-submissions", label: "Artwork Submissions", icon: IconBrush },
  { to: "/admin/quotes", label: "Team Quotes", icon: IconClipboardList },
  { to: "/admin/website-content", label: "Website Content", icon: IconFileText },
  { to: "/admin/orders", label: "Manage Orders", icon: IconShoppingBag },
  { to: "/admin/products", label: "Manage Products", icon: IconPackage },
  { to: "/admin/images", label: "Manage Images", icon: IconPhoto },
];

/** Beyond the spec's five: who may sign in to the portal. */
export const staffLink: AdminLinkSpec = { to: "/admin/staff", label: "Staff Accounts", icon: IconUsers };

/** Who changed what, read-only: after the staff accounts. */
export const auditLink: AdminLinkSpec = { to: "/admin/audit-log", label: "Audit Log", icon: IconHistory };

/** Keys for integrators' scripts: after the audit log. */
export const apiKeysLink: AdminLinkSpec = { to: "/admin/api-keys", label: "API Keys", icon: IconKey };
