import type { Icon } from "@tabler/icons-react";

type EmptyWords = { title: string; text: string; icon?: Icon };

/**
 * A list's two empty states, for `table.empty`: nothing matches what staff searched or filtered
 * (`filtered`), or nothing was ever added. Both show `icon` unless their words name their own.
 */
export const emptyStates =
  <S>(icon: Icon, filtered: (search: S) => unknown, found: EmptyWords, none: EmptyWords) =>
  (search: S) => ({ icon, ...(filtered(search) ? found : none) });

/** The usual test for `filtered`: staff typed a search or picked a status. */
export const searchedOrByStatus = (search: { search?: string; status?: unknown }) =>
  search.search || search.status;
