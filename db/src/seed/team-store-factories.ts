import type { Database } from "../client";
import {
  type TeamStore,
  type TeamStoreItem,
  type TeamStorePlayer,
  teamStoreItems,
  teamStorePlayers,
  teamStores,
} from "../schema/index";

type NewTeamStore = typeof teamStores.$inferInsert;
type NewItem = Omit<typeof teamStoreItems.$inferInsert, "storeId">;
type NewPlayer = Omit<typeof teamStorePlayers.$inferInsert, "storeId">;

export interface InsertedTeamStore {
  store: TeamStore;
  items: TeamStoreItem[];
  players: TeamStorePlayer[];
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * A team store with its items and roster, straight into the database (the seed, tests and e2e
 * fixtures; staff make theirs through the API). Open by default: opened yesterday, closes in a week.
 */
export async function insertTeamStore(
  db: Database,
  values: Partial<NewTeamStore> = {},
  { items = [], players = [] }: { items?: NewItem[]; players?: NewPlayer[] } = {},
): Promise<InsertedTeamStore> {
  const now = Date.now();
  return db.transaction(async (tx) => {
    const [store] = await tx
      .insert(teamStores)
      .values({
        slug: `team-${crypto.randomUUID().slice(0, 8)}`,
        teamName: "Test Eagles",
        sport: "baseball",
        coachName: "Coach Test",
        coachEmail: "coach@example.com",
        status: "open",
        opensAt: new Date(now - DAY),
        closesAt: new Date(now + 7 * DAY),
        ...values,
      })
      .returning();
    if (!store) throw new Error("team store insert returned no row");
    const insertedItems = items.length
      ? await tx
          .insert(teamStoreItems)
          .values(items.map((item, position) => ({ position, ...item, storeId: store.id })))
          .returning()
      : [];
    const insertedPlayers = players.length
      ? await tx
          .insert(teamStorePlayers)
          .values(players.map((player, position) => ({ position, ...player, storeId: store.id })))
          .returning()
      : [];
    return { store, items: insertedItems, players: insertedPlayers };
  });
}
