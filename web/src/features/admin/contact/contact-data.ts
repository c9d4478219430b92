import { contactSortColumns } from "@store/api/contracts";
import { trpc } from "../../../lib/trpc";
import { defineListData } from "../list/list-data";
import { type ListSearch, listInput, readListSearch } from "../list/list-search";

export type ContactSearch = ListSearch<(typeof contactSortColumns)[number]> & {
  /** "Unread only": `?unread=true`; left out shows every message. */
  unread: true | undefined;
};

/** The messages screen's URL: page, page_size, search, sort (created_at, name, email), dir, unread. */
export const contactData = defineListData({
  read: (raw): ContactSearch => ({
    ...readListSearch(raw, contactSortColumns),
    unread: raw.unread === true || raw.unread === "true" ? true : undefined,
  }),
  // The API takes the filter as the text a query string carries.
  list: (search: ContactSearch) =>
    trpc.submissions.listContact.queryOptions(
      listInput({ ...search, unread: search.unread ? ("true" as const) : undefined }),
    ),
  stats: () => trpc.submissions.contactStats.queryOptions(),
});
