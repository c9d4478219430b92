import { trpc } from "../../../lib/trpc";
import { defineListData } from "../list/list-data";

/** The API keys screen's data: every key at once, no address of its own. */
export const apiKeysData = defineListData({ read: () => ({}), list: () => trpc.apiKeys.list.queryOptions() });
