import { customerAddresses, customerPlayers } from "@store/db";
import { and, asc, desc, eq } from "drizzle-orm";
import { AppError } from "../../../errors/app-error";
import type { AccountArgs, CustomerArgs } from "../../service-args";
import { isUuid } from "../records/own-records";
import type { AddressDto, PlayerDto } from "../schemas";

type PlayerFields = Omit<PlayerDto, "id" | "updated_at">;
type AddressFields = Omit<AddressDto, "id">;

// A customer keeps at most this many of each: enough for a large family or a coach's roster.
const MAX_PLAYERS = 60;
const MAX_ADDRESSES = 10;

const NOT_YOURS_PLAYER = "There is no such player in your account.";
const NOT_YOURS_ADDRESS = "There is no such address in your account.";

const toPlayer = (row: typeof customerPlayers.$inferSelect): PlayerDto => ({
  id: row.id,
  name: row.name,
  number: row.number,
  sizes: row.sizes as PlayerDto["sizes"],
  season: row.season,
  updated_at: row.updatedAt.toISOString(),
});

export async function listPlayers(options: AccountArgs): Promise<PlayerDto[]> {
  const { db, customer } = options;
  const profileId = customer.id;
  const rows = await db
    .select()
    .from(customerPlayers)
    .where(eq(customerPlayers.profileId, profileId))
    .orderBy(asc(customerPlayers.name), desc(customerPlayers.season));
  return rows.map(toPlayer);
}

/**
 * Saves players (after a quote or a team-store order, or one typed in the account). A player of the
 * same name and season is updated rather than repeated, so saving a roster twice keeps one each.
 */
export async function savePlayers(options: CustomerArgs<{ players: PlayerFields[] }>): Promise<PlayerDto[]> {
  const { db, customer, input } = options;
  const [profileId, players] = [customer.id, input.players];
  return db.transaction(async (tx) => {
    const existing = await tx.select().from(customerPlayers).where(eq(customerPlayers.profileId, profileId));
    const same = (p: PlayerFields) =>
      existing.find((e) => e.name.toLowerCase() === p.name.toLowerCase() && e.season === p.season);
    const added = players.filter((p) => !same(p)).length;
    if (existing.length + added > MAX_PLAYERS)
      throw AppError.badRequest(`An account keeps at most ${MAX_PLAYERS} players; remove some first.`);
    const saved: PlayerDto[] = [];
    for (const p of players) {
      const match = same(p);
      const values = { name: p.name, number: p.number, sizes: p.sizes, season: p.season };
      const [row] = match
        ? await tx.update(customerPlayers).set(values).where(eq(customerPlayers.id, match.id)).returning()
        : await tx
            .insert(customerPlayers)
            .values({ ...values, profileId })
            .returning();
      if (row) saved.push(toPlayer(row));
    }
    return saved;
  });
}

export async function updatePlayer(options: CustomerArgs<PlayerFields & { id: string }>): Promise<PlayerDto> {
  const { db, customer, input } = options;
  const { id, ...p } = input;
  const profileId = customer.id;
  const [row] = isUuid(id)
    ? await db
        .update(customerPlayers)
        .set({ name: p.name, number: p.number, sizes: p.sizes, season: p.season })
        .where(and(eq(customerPlayers.id, id), eq(customerPlayers.profileId, profileId)))
        .returning()
    : [];
  if (!row) throw AppError.notFound(NOT_YOURS_PLAYER);
  return toPlayer(row);
}

export async function deletePlayer(options: CustomerArgs<{ id: string }>): Promise<{ id: string }> {
  const { db, customer, input } = options;
  const [profileId, id] = [customer.id, input.id];
  const [row] = isUuid(id)
    ? await db
        .delete(customerPlayers)
        .where(and(eq(customerPlayers.id, id), eq(customerPlayers.profileId, profileId)))
        .returning({ id: customerPlayers.id })
    : [];
  if (!row) throw AppError.notFound(NOT_YOURS_PLAYER);
  return row;
}

const toAddress = (row: typeof customerAddresses.$inferSelect): AddressDto => ({
  id: row.id,
  label: row.label,
  line1: row.line1,
  line2: row.line2,
  city: row.city,
  state: row.state,
  zip: row.zip,
});

export async function listAddresses(options: AccountArgs): Promise<AddressDto[]> {
  const { db, customer } = options;
  const profileId = customer.id;
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.profileId, profileId))
    .orderBy(asc(customerAddresses.createdAt));
  return rows.map(toAddress);
}

export async function addAddress(options: CustomerArgs<AddressFields>): Promise<AddressDto> {
  const { db, customer, input } = options;
  const [profileId, a] = [customer.id, input];
  const existing = await db
    .select({ id: customerAddresses.id })
    .from(customerAddresses)
    .where(eq(customerAddresses.profileId, profileId));
  if (existing.length >= MAX_ADDRESSES)
    throw AppError.badRequest(`An account keeps at most ${MAX_ADDRESSES} addresses; remove one first.`);
  const [row] = await db
    .insert(customerAddresses)
    .values({ ...a, profileId })
    .returning();
  if (!row) throw new Error("address insert returned no row");
  return toAddress(row);
}

export async function deleteAddress(options: CustomerArgs<{ id: string }>): Promise<{ id: string }> {
  const { db, customer, input } = options;
  const [profileId, id] = [customer.id, input.id];
  const [row] = isUuid(id)
    ? await db
        .delete(customerAddresses)
        .where(and(eq(customerAddresses.id, id), eq(customerAddresses.profileId, profileId)))
        .returning({ id: customerAddresses.id })
    : [];
  if (!row) throw AppError.notFound(NOT_YOURS_ADDRESS);
  return row;
}
