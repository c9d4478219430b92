import type { Paged } from "../schemas/admin-list";

/**
 * A page in the REST shape: rows under `data` (the spec's clients read a list there), with the
 * paging facts beside it.
 */
export const pagedBody = <T>({ items, ...paging }: Paged<T>) => ({ data: items, ...paging });
