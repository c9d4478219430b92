import type { ChangeArgs } from "../../service-args";
import { recordAudit } from "../../staff/audit-records";
import type { TeamStoreDto, TeamStorePlayerFields } from "../schemas";
import { checkRoster, rowNumberRule } from "./check-roster";
import { getTeamStore, lockTeamStore } from "./get-store";
import { writeStorePlayers } from "./write-store-contents";

// Staff replace a store's roster as a whole list, checked like the store's creation.

/** The roster becomes the list sent (reminders go to the players with an address and no order). */
export async function replaceTeamStorePlayers({
  db,
  actor,
  input: { id, players },
}: ChangeArgs<{ id: string; players: TeamStorePlayerFields[] }>): Promise<TeamStoreDto> {
  await db.transaction(async (tx) => {
    const row = await lockTeamStore(tx, id);
    const before = (await getTeamStore({ db: tx, id })).players;
    checkRoster(players, rowNumberRule(row), before);
    await writeStorePlayers(tx, id, players);
    await recordAudit(tx, actor, {
      action: "team_store.roster",
      entity: "team_store",
      entityId: id,
      summary: `Set the roster of the team store ${row.teamName}: ${players.length} players.`,
      before: before.map((p) => p.name),
      after: players.map((p) => p.name),
    });
  });
  return getTeamStore({ db, id });
}
