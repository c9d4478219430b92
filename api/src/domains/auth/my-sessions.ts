import { type Database, sessions } from "@store/db";
import { and, desc, eq, gt, ne } from "drizzle-orm";
import { type Actor, recordAudit } from "../../audit/record-audit";
import { deviceWords, placeWords } from "../../auth/device-words";
import { SESSION_IDLE_MS } from "../../auth/session-cookie";
import { sessionTokenHash } from "../../auth/session-token";
import { isUuid, notFound } from "../../common/not-found";
import type { EndedSessions, MySession, SessionIdInput } from "./session-schemas";

/** A person's own sessions: `token` is the cookie of the request asking (none with an API key). */
interface OwnArgs {
  db: Database;
  actor: Actor;
  token: string | undefined;
}

const live = (now: Date) =>
  and(gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)));

/** Every session still usable for this person, the most recently used first. */
export async function listMySessions({ db, actor, token }: OwnArgs, now = new Date()): Promise<MySession[]> {
  const current = token ? sessionTokenHash(token) : undefined;
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, actor.id), live(now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    device: deviceWords(row.userAgent),
    place: placeWords(row.ipAddress),
    ip_address: row.ipAddress,
    method: row.method,
    signed_in_at: row.createdAt.toISOString(),
    last_used_at: row.lastSeenAt.toISOString(),
    is_current: row.tokenHash === current,
  }));
}

/**
 * Ends one of the person's own sessions (another person's id is "not found", as an unknown one is).
 * Answers whether it was the session this request came with, so its cookie can be cleared too.
 */
export async function endMySession({
  db,
  actor,
  token,
  input: { id },
}: OwnArgs & { input: SessionIdInput }): Promise<{ id: string; was_current: boolean }> {
  if (!isUuid(id)) throw notFound("session", id);
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, id), eq(sessions.userId, actor.id)))
      .returning();
    if (!ended) throw notFound("session", id);
    const device = deviceWords(ended.userAgent);
    await recordAudit(tx, actor, {
      action: "session.end",
      entity: "session",
      entityId: actor.id,
      summary: `${actor.email} ended their session on ${device} (${placeWords(ended.ipAddress)}).`,
      before: { session_id: ended.id, device, ip_address: ended.ipAddress },
      after: null,
    });
    return { id: ended.id, was_current: token !== undefined && ended.tokenHash === sessionTokenHash(token) };
  });
}

/** Ends every session of the person's but the one this request came with (all of them with an API key). */
export async function endMyOtherSessions({ db, actor, token }: OwnArgs): Promise<EndedSessions> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(
        and(
          eq(sessions.userId, actor.id),
          token ? ne(sessions.tokenHash, sessionTokenHash(token)) : undefined,
        ),
      )
      .returning({ id: sessions.id });
    if (ended.length > 0)
      await recordAudit(tx, actor, {
        action: "session.end_others",
        entity: "session",
        entityId: actor.id,
        summary: `${actor.email} ended their ${ended.length === 1 ? "other session" : `${ended.length} other sessions`}.`,
        before: { session_ids: ended.map((s) => s.id) },
        after: null,
      });
    return { ended: ended.length };
  });
}
