import type { RouterOutputs } from "@store/api/contracts";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../../lib/trpc";

/** A permission's word, as the session lists them ("payments.refund"). */
export type Permission = NonNullable<RouterOutputs["auth"]["session"]["user"]>["permissions"][number];

/**
 * Whether the signed-in staff member's role has a permission (auth.session's list), to offer only
 * what they may do. The server decides every call anyway; this only keeps refused buttons away.
 */
export function useCan(permission: Permission): boolean {
  const session = useQuery({ ...trpc.auth.session.queryOptions(), staleTime: 30_000 });
  return session.data?.user?.permissions.includes(permission) ?? false;
}

/** Every permission the signed-in staff member's role has (empty until the session answers). */
export function usePermissions(): readonly Permission[] {
  const session = useQuery({ ...trpc.auth.session.queryOptions(), staleTime: 30_000 });
  return session.data?.user?.permissions ?? [];
}
