import type { Database } from "@store/db";
import { teamStoreStatusLabels } from "@store/db/catalogue";
import type { CsvFile } from "../../../common/admin-list";
import { csvFile } from "../../../common/csv";
import type { TeamStoreExportInput } from "../staff-schemas";
import { storeRows, toListItem } from "./list-stores";

// The staff's list of team stores as a spreadsheet: the same filter and sort as the page.

const CSV_HEADER = [
  "Team",
  "Store link",
  "Sport",
  "Coach",
  "Status",
  "Opens",
  "Closes",
  "Orders",
  "Pieces",
  "Revenue",
  "Fundraising",
  "Unpaid",
  "Batch 2 orders",
  "Batch 2 pieces",
  "Batch 2 revenue",
];

/** Every store matching the search and status, as the table shows them, for a spreadsheet. */
export async function exportTeamStoresCsv({
  db,
  input,
}: {
  db: Database;
  input: TeamStoreExportInput;
}): Promise<CsvFile> {
  const rows = (await storeRows(db, input)).map(toListItem);
  const money = (n: number) => n.toFixed(2);
  return csvFile(
    "team-stores",
    CSV_HEADER,
    rows.map((r) => [
      r.team_name,
      `/team/${r.slug}`,
      r.sport,
      r.coach_name,
      teamStoreStatusLabels[r.status],
      r.opens_at,
      r.closes_at,
      String(r.orders),
      String(r.pieces),
      money(r.revenue),
      money(r.fundraising),
      money(r.unpaid),
      String(r.batch_two_orders),
      String(r.batch_two_pieces),
      money(r.batch_two_revenue),
    ]),
  );
}
