import { auditEntities } from "@store/api/contracts";
import { trpc } from "../../../lib/trpc";
import { defineListData } from "../list/list-data";
import { type ListSearch, listInput, readListSearch } from "../list/list-search";

export type AuditEntity = (typeof auditEntities)[number];
/** The log is always newest first: only its page, page size and kind of record are in the URL. */
export type AuditSearch = Pick<ListSearch<never>, "page" | "page_size"> & { entity: AuditEntity | undefined };

/** The audit log's URL (?entity=product&page=2&page_size=50; anything else is dropped) and its data. */
export const auditData = defineListData({
  read: (raw): AuditSearch => {
    const { page, page_size } = readListSearch(raw, []);
    return { page, page_size, entity: auditEntities.find((e) => e === raw.entity) };
  },
  list: (search: AuditSearch) => trpc.audit.list.queryOptions(listInput(search)),
});
