import type { AuditEntity } from "./audit-data";

/** Each kind of record as the filter and the action labels name it. */
export const entityMeta: Record<AuditEntity, { noun: string; filter: string }> = {
  product: { noun: "Product", filter: "Products" },
  image: { noun: "Image", filter: "Images" },
  content: { noun: "Website content", filter: "Website content" },
  order: { noun: "Order", filter: "Orders" },
  staff: { noun: "Staff account", filter: "Staff accounts" },
  quote: { noun: "Quote", filter: "Quotes" },
  artwork: { noun: "Artwork request", filter: "Artwork requests" },
  api_key: { noun: "API key", filter: "API keys" },
  contact: { noun: "Contact message", filter: "Contact messages" },
  team_store: { noun: "Team store", filter: "Team stores" },
  customer: { noun: "Customer record", filter: "Customer records" },
  tax: { noun: "Sales tax", filter: "Sales tax" },
  payments: { noun: "Payment settings", filter: "Payments" },
  production: { noun: "Production", filter: "Production" },
  session: { noun: "Session", filter: "Sign-ins and sessions" },
  supplier: { noun: "Supplier", filter: "Suppliers" },
  purchase_order: { noun: "Purchase order", filter: "Purchase orders" },
};

/** The "Kind of record" choices; no choice means all records. */
export const entityOptions = (Object.keys(entityMeta) as AuditEntity[]).map((value) => ({
  value,
  label: entityMeta[value].filter,
}));

const verbLabels: Record<string, string> = {
  create: "created",
  update: "updated",
  delete: "deleted",
  upload: "uploaded",
  status_change: "status changed",
  remove: "access removed",
  send: "price sent",
  proof_sent: "proof sent",
  order: "turned into an order",
  revoke: "revoked",
  payment: "payment recorded",
  payment_reversal: "payment reversed",
  note: "note added",
  read: "marked read",
  unread: "marked unread",
  // Team stores (decision 045).
  from_quote: "made from a quote",
  copy: "copied",
  items: "items set",
  roster: "roster set",
  schedule: "scheduled",
  open: "opened",
  extend: "extended",
  close: "closed early",
  reopen: "reopened",
  start_production: "put into production",
  freeze_batch_two: "batch 2 frozen",
  mark_ready: "marked ready",
  complete: "completed",
  cancel: "cancelled",
  proof_override: "opened without an approved proof",
  coach_link: "coach link renewed",
  coach_reminder: "reminders sent",
  // Customer records (decision 052).
  merge: "merged",
  // Sales tax (decision 083).
  place_create: "place added",
  rate_add: "rate added",
  rate_confirm: "rate confirmed",
  holiday_create: "holiday added",
  clothing_categories: "clothing categories set",
  // Tax exemptions (decision 084).
  exemption_add: "tax exemption added",
  exemption_verify: "tax exemption verified",
  exemption_apply: "made exempt from sales tax",
  exemption_remove: "taxed again (exemption removed)",
  // Staff accounts and sessions (issue 41).
  role_change: "role changed",
  deactivate: "deactivated",
  reactivate: "reactivated",
  end: "ended",
  end_others: "ended on other devices",
  // Suppliers and blanks (decision 088).
  styles_import: "style list imported",
  blanks: "blanks mapped",
};

/** Actions whose words read better whole than as the record's noun and a verb. */
const wholeLabels: Record<string, string> = {
  "session.sign_in": "Signed in",
  "session.sign_in_failed": "Sign-in failed",
  "session.sign_out": "Signed out",
};

const verbColors: Record<string, string> = {
  create: "green",
  update: "blue",
  delete: "red",
  revoke: "red",
  cancel: "red",
  proof_override: "orange",
  deactivate: "red",
  sign_in_failed: "red",
};

/** An entry's action ("product.update") as the log shows it: "Product updated", in blue. */
export function actionMeta(action: string): { label: string; color: string } {
  const dot = action.indexOf(".");
  const entity = dot < 0 ? action : action.slice(0, dot);
  const verb = dot < 0 ? "" : action.slice(dot + 1);
  const noun = entityMeta[entity as AuditEntity]?.noun ?? entity;
  const done = verbLabels[verb] ?? verb.replace(/_/g, " ");
  const label = wholeLabels[action] ?? (done ? `${noun} ${done}` : noun);
  return { label, color: verbColors[verb] ?? "gray" };
}
