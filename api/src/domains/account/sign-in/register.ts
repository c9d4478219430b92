import { z } from "zod";
import { registerInput } from "../../auth/schemas";
import { defineOperation } from "../../define";
import { requestSignIn, SIGN_IN_EMAIL_LIMIT, SIGN_IN_EMAILS_PER_ADDRESS } from "./sign-in";

const tag = "Auth";

// Declared here, with the sign-in it sends, and placed in the router's `auth` record by
// domains/index.ts: so auth (below the account) never imports the account.

/**
 * The spec's password sign-up, kept at its path for the clients that call it. It makes no
 * password account any more: it sends the customer sign-in e-mail, with the same answer for an
 * address that has an account, a staff address and a new one, so it tells no one who is a customer.
 */
export const registerOperation = defineOperation({
  kind: "mutation",
  access: "public",
  input: registerInput,
  rateLimit: SIGN_IN_EMAIL_LIMIT,
  handler: ({ ctx, input }) => requestSignIn({ ctx, input }),
  rest: {
    method: "post",
    path: "/api/auth/register",
    operationId: "register",
    summary: `E-mail a customer sign-in link and 6-digit code, as POST /api/account/sign-in-email does (the same answer for every address; at most ${SIGN_IN_EMAILS_PER_ADDRESS} an hour per address, ${SIGN_IN_EMAIL_LIMIT.limit} per client, counted with that path's)`,
    description:
      "Customers have no passwords (they sign in by e-mailed link or code): no account is made here and a `password`, if sent, is ignored. The answer is the same whether or not the address has an account, staff's included.",
    tag,
    json: registerInput,
    throttled: true,
    answer: z.object({ message: z.string() }),
  },
});
