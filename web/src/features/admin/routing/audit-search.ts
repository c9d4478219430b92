import { auditEntities } from "@store/api/schemas/admin-list-facts";
import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import { searchParser } from "../../../lib/search-params";
import { trpc } from "../../../lib/trpc";
import { type ListSearch, listInput, readListSearch } from "../list/list-search";
import type { Access } from "./access";

export type AuditEntity = (typeof auditEntities)[number];
/** The log is always newest first: only its page, page size and kind of record are in the URL. */
export type AuditSearch = Pick<ListSearch<never>, "page" | "page_size"> & { entity: AuditEntity | undefined };

/** The audit log's URL (?entity=product&page=2&page_size=50); anything else is dropped. */
export const auditSearchParser = searchParser<Partial<AuditSearch>, AuditSearch>((raw) => {
  const { page, page_size } = readListSearch(raw, []);
  return { page, page_size, entity: auditEntities.find((e) => e === raw.entity) };
});

const auditListQuery = (search: AuditSearch) => trpc.audit.list.queryOptions(listInput(search));

/** One page of the log; the previous page stays on screen while the next one loads. */
export const useAuditList = (search: AuditSearch) =>
  useQuery({ ...auditListQuery(search), placeholderData: keepPreviousData });

export async function prefetchAuditLogScreen(queryClient: QueryClient, access: Access, search: AuditSearch) {
  if (access.status !== "granted") return;
  await queryClient.prefetchQuery(auditListQuery(search));
}
