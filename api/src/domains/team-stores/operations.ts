import { teamStoreFamilyOperations } from "./family/operations";
import { teamStoreStaffOperations } from "./staff/operations";
import { teamStoreAdminOperations } from "./staff/store-orders-operations";

/**
 * Team stores (issue 23): staff's operations; the families' store and checkout, the coach's page
 * and the batch reports spread theirs in beside them.
 */
export const teamStoreOperations = {
  ...teamStoreStaffOperations,
  ...teamStoreFamilyOperations,
  ...teamStoreAdminOperations,
};
