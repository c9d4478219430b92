import { defineOperation } from "../../define";
import { changeOwnPassword } from "./change";
import { LINK_TRY_LIMIT, RESET_REQUEST_LIMIT } from "./limits";
import { RESET_EMAILS_PER_ADDRESS, requestPasswordReset, resetPassword } from "./reset";
import {
  messageAnswer,
  passwordChangedAnswer,
  passwordChangeInput,
  passwordResetInput,
  passwordResetRequestInput,
} from "./schemas";

const tag = "Auth";

/** Staff passwords: "Forgot password?" by e-mailed link, and changing one's own. */
export const passwordOperations = {
  requestReset: defineOperation({
    kind: "mutation",
    access: "public",
    input: passwordResetRequestInput,
    rateLimit: RESET_REQUEST_LIMIT,
    handler: ({ ctx, input }) => requestPasswordReset(ctx, input),
    rest: {
      method: "post",
      path: "/api/auth/password-reset-email",
      operationId: "requestPasswordReset",
      summary: `E-mail a staff account a link to choose a new password (30 minutes, once); the same answer for every address; at most ${RESET_EMAILS_PER_ADDRESS} an hour per address, ${RESET_REQUEST_LIMIT.limit} per client`,
      tag,
      json: passwordResetRequestInput,
      throttled: true,
      answer: messageAnswer,
    },
  }),
  reset: defineOperation({
    kind: "mutation",
    access: "public",
    input: passwordResetInput,
    rateLimit: LINK_TRY_LIMIT,
    handler: ({ ctx, input }) => resetPassword(ctx, input),
    rest: {
      method: "post",
      path: "/api/auth/password-reset",
      operationId: "resetPassword",
      summary:
        "Choose a new password with a reset link's token: every session of the account ends; then sign in",
      tag,
      json: passwordResetInput,
      errors: [
        {
          status: 410,
          description: "The link was already used, replaced by a newer one, or is older than 30 minutes.",
        },
      ],
      answer: messageAnswer,
    },
  }),
  change: defineOperation({
    kind: "mutation",
    access: "signedIn",
    input: passwordChangeInput,
    handler: ({ ctx, input }) => changeOwnPassword(ctx, input),
    rest: {
      method: "post",
      path: "/api/auth/password",
      operationId: "changePassword",
      summary:
        "Change your own password (the current one is required); your other sessions end, this one stays",
      tag,
      json: passwordChangeInput,
      throttled: true,
      answer: passwordChangedAnswer,
    },
  }),
};
