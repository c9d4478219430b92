import { teamStores } from "@store/db";
import { eq } from "drizzle-orm";
import type { CsvFile } from "../../../common/admin-list";
import { csvFile } from "../../../common/csv";
import type { TokenRead } from "../../service-args";
import { storeIdForCoachToken } from "./coach-links";
import { coachPage } from "./coach-page";

// The coach's list as a spreadsheet, from the same read as the coach's page.

const paymentWords = {
  unpaid: "Not paid",
  deposit: "Part paid",
  paid: "Paid",
  refunded: "Refunded",
} as const;

/** The coach's list as a spreadsheet: a row per ordered item, then a row per player not ordered yet. */
export async function coachCsv({ db, input: { token }, now }: TokenRead): Promise<CsvFile> {
  const page = await coachPage({ db, input: { token }, now });
  const [store] = await db
    .select({ slug: teamStores.slug })
    .from(teamStores)
    .where(eq(teamStores.id, await storeIdForCoachToken(db, token)));
  const header = [
    "Player",
    "Status",
    "Order",
    "Batch",
    "Item",
    "Size",
    "Quantity",
    "Name",
    "Number",
    "Payment",
  ];
  const rows = [
    ...page.ordered.flatMap((o) =>
      o.items.map((i) => [
        o.player_name,
        "Ordered",
        String(o.order_number),
        String(o.batch),
        i.product_name,
        i.size ?? "One size",
        String(i.quantity),
        i.print_name ?? "",
        i.print_number ?? "",
        paymentWords[o.payment_state],
      ]),
    ),
    ...page.not_ordered.map((p) => [p.name, "Not ordered yet", "", "", "", "", "", "", p.number ?? "", ""]),
  ];
  return csvFile(`${store?.slug ?? "team"}-orders`, header, rows, now);
}
