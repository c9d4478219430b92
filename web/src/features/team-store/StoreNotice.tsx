import { Alert } from "@mantine/core";
import type { FamilyStore } from "./team-store-types";

/**
 * Why ordering is not open (a store in preview or closed). Fetched only by a store that has one
 * (StoreHeader): an open store's page never downloads the alert's code.
 */
export function StoreNotice({ store }: { store: Pick<FamilyStore, "phase"> & { notice: string } }) {
  return (
    <Alert role="note" color={store.phase === "closed" ? "red" : "blue"} title="Ordering is not open">
      {store.notice}
    </Alert>
  );
}
