import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../lib/trpc";
import { useSession } from "./use-account";

/**
 * What a signed-in customer's forms can start from: their details and saved addresses and players.
 * For anyone else, nothing (and no further call than the session's).
 */
export function useAccountPrefill({ addresses = false, players = false } = {}) {
  const session = useSession();
  const customer = session.data?.customer ?? null;
  const savedAddresses = useQuery({
    ...trpc.account.addresses.queryOptions(),
    enabled: addresses && !!customer,
  });
  const savedPlayers = useQuery({ ...trpc.account.players.queryOptions(), enabled: players && !!customer });
  return {
    customer,
    addresses: customer ? (savedAddresses.data ?? []) : [],
    players: customer ? (savedPlayers.data ?? []) : [],
  };
}
