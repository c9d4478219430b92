import { trpc } from "../../../lib/trpc";
import { defineListData } from "../list/list-data";

/** The staff screen's data: every account at once, no address of its own. */
export const staffData = defineListData({ read: () => ({}), list: () => trpc.staff.list.queryOptions() });
