import { recordOperations } from "./records/operations";
import { savedOperations } from "./saved/operations";
import { signInOperations } from "./sign-in/operations";

/**
 * A customer's own account: signing in by e-mailed link or code, and what the account holds. Each
 * room declares its own; the order here is the order of the reference (and of the router).
 */
export const accountOperations = { ...signInOperations, ...recordOperations, ...savedOperations };
