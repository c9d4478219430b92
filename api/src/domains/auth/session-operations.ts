import { clearedSessionCookie } from "../../auth/session-cookie";
import { defineOperation } from "../define";
import { idParam } from "../parts";
import { endMyOtherSessions, endMySession, listMySessions } from "./my-sessions";
import { endedSessionSchema, endedSessionsSchema, mySessionSchema, sessionIdInput } from "./session-schemas";

const tag = "Auth";

/** Each signed-in person's own sessions ("Your account"): where they are signed in, and ending them. */
export const sessionOperations = {
  list: defineOperation({
    kind: "query",
    access: "signedIn",
    handler: ({ ctx }) => listMySessions({ db: ctx.db, actor: ctx.user, token: ctx.sessionToken }),
    rest: {
      method: "get",
      path: "/api/auth/sessions",
      operationId: "listMySessions",
      summary:
        "Your sessions still in use, most recently used first: device and place in words, when signed in and last used, which is this one",
      tag,
      answer: mySessionSchema.array(),
    },
  }),
  end: defineOperation({
    kind: "mutation",
    access: "signedIn",
    input: sessionIdInput,
    handler: async ({ ctx, input }) => {
      const ended = await endMySession({ db: ctx.db, actor: ctx.user, token: ctx.sessionToken, input });
      // Ending the session you are using is signing out: the browser forgets its cookie too.
      if (ended.was_current) ctx.resHeaders.append("Set-Cookie", clearedSessionCookie(ctx.secureCookies));
      ctx.logger.info("session ended", { userId: ctx.user.id, sessionId: ended.id, ip: ctx.clientIp });
      return ended;
    },
    rest: {
      method: "delete",
      path: "/api/auth/sessions/{id}",
      operationId: "endMySession",
      summary:
        "End one of your sessions: that browser is signed out at once (yours only; another person's is a 404)",
      tag,
      pathParams: idParam,
      answer: endedSessionSchema,
    },
  }),
  endOthers: defineOperation({
    kind: "mutation",
    access: "signedIn",
    handler: async ({ ctx }) => {
      const ended = await endMyOtherSessions({ db: ctx.db, actor: ctx.user, token: ctx.sessionToken });
      ctx.logger.info("other sessions ended", { userId: ctx.user.id, ended: ended.ended, ip: ctx.clientIp });
      return ended;
    },
    rest: {
      method: "post",
      path: "/api/auth/sessions/end-others",
      operationId: "endMyOtherSessions",
      summary:
        "Sign out everywhere else: ends every session of yours but this one (with an API key, all of them); answers how many",
      tag,
      answer: endedSessionsSchema,
    },
  }),
};
