import { type Database, orderItems, orders, type TeamStore, teamStoreNumbers } from "@store/db";
import { playerKey as playerKeyOf, UNKNOWN_NUMBER } from "@store/db/catalogue";
import { and, eq, inArray, isNotNull, ne } from "drizzle-orm";
import { AppError } from "../../errors/app-error";

// A store whose numbers are unique lets one player wear each number. The claim is a row of
// team_store_numbers, whose primary key (store, number) is the referee: an insert that meets an
// existing row does nothing, and the row's owner says whether this player may wear it. Two
// checkouts racing for one number both insert; the database lets one in and the other sees its row.

/**
 * Claims the numbers for a player in the order's transaction, or refuses with a 409 naming the
 * number (never who wears it). The same player may claim their number again; "##" claims nothing.
 * `fieldsOf` names the boxes that hold a number, so the family's form shows the refusal on them.
 */
export async function claimNumbers(
  tx: Database,
  store: Pick<TeamStore, "id" | "numbersUnique">,
  playerName: string,
  numbers: readonly (string | null)[],
  fieldsOf: (number: string) => readonly string[] = () => [],
): Promise<void> {
  // A store without the rule lets players share numbers: nothing to claim.
  if (!store.numbersUnique) return;
  const storeId = store.id;
  const playerKey = playerKeyOf(playerName);
  const wanted = [...new Set(numbers.filter((n): n is string => n !== null && n !== UNKNOWN_NUMBER))];
  for (const number of wanted.sort()) {
    await tx.insert(teamStoreNumbers).values({ storeId, number, playerKey }).onConflictDoNothing();
    const [claim] = await tx
      .select({ playerKey: teamStoreNumbers.playerKey })
      .from(teamStoreNumbers)
      .where(and(eq(teamStoreNumbers.storeId, storeId), eq(teamStoreNumbers.number, number)));
    if (claim?.playerKey !== playerKey) {
      const message = `Number ${number} is already taken by another player on this team. Choose another number, or ask your coach.`;
      const fields = Object.fromEntries(fieldsOf(number).map((field) => [field, message]));
      throw new AppError("CONFLICT", message, Object.keys(fields).length > 0 ? { fields } : {});
    }
  }
}

/**
 * Lets go of the player's numbers that no live order of theirs wears any more (after a cancelled
 * order or a changed number), so another player may take them.
 */
export async function releaseUnwornNumbers(tx: Database, storeId: string, playerName: string): Promise<void> {
  const playerKey = playerKeyOf(playerName);
  const claims = await tx
    .select({ number: teamStoreNumbers.number })
    .from(teamStoreNumbers)
    .where(and(eq(teamStoreNumbers.storeId, storeId), eq(teamStoreNumbers.playerKey, playerKey)));
  if (claims.length === 0) return;
  const worn = await tx
    .select({ player: orders.playerName, number: orderItems.printNumber })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.teamStoreId, storeId),
        ne(orders.status, "cancelled"),
        isNotNull(orderItems.printNumber),
        inArray(
          orderItems.printNumber,
          claims.map((c) => c.number),
        ),
      ),
    );
  const stillWorn = new Set(
    worn.filter((w) => playerKeyOf(w.player ?? "") === playerKey).map((w) => w.number),
  );
  const unworn = claims.map((c) => c.number).filter((n) => !stillWorn.has(n));
  if (unworn.length === 0) return;
  await tx
    .delete(teamStoreNumbers)
    .where(
      and(
        eq(teamStoreNumbers.storeId, storeId),
        eq(teamStoreNumbers.playerKey, playerKey),
        inArray(teamStoreNumbers.number, unworn),
      ),
    );
}
