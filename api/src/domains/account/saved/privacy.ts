import {
  customArtworkSubmissions,
  customerAddresses,
  customerLinks,
  customerPlayers,
  customerSessions,
  orderAccessTokens,
  orders,
  profiles,
  quotes,
  reviewLinks,
} from "@store/db";
import { eq, inArray, sql } from "drizzle-orm";
import type { Context } from "../../../context";

type CustomerContext = Context & { customer: NonNullable<Context["customer"]> };

import { AppError } from "../../../errors/app-error";
import { enqueueEmail } from "../../../mail/outbox";
import { accountLinkEmail } from "../../../mail/templates/account";
import { accountOrders } from "../records/list-orders";
import { accountRequest, accountRequests } from "../records/read-requests";
import { createCustomerLink, useLinkToken } from "../sign-in/customer-links";
import { customerById } from "../sign-in/sign-in";
import { listAddresses, listPlayers } from "./players-and-addresses";

/** The page a privacy link opens (the token in the fragment, never in a server's log). */
export const privacyPath = (action: "export" | "delete", token: string) =>
  `/account/privacy/${action}#${token}`;

/**
 * E-mails a fresh link that confirms a download or a deletion: the session alone is not enough for
 * either, since a shared or stolen browser should not take a family's data or their account.
 */
export async function requestPrivacyLink({
  ctx,
  input,
}: {
  ctx: CustomerContext;
  input: { action: "export" | "delete" };
}): Promise<{ message: string }> {
  const { action } = input;
  const email = ctx.customer.email;
  await ctx.db.transaction(async (tx) => {
    const { token, code } = await createCustomerLink(tx, action, email, ctx.now());
    await enqueueEmail(tx, {
      kind: `account.${action}`,
      to: email,
      ...accountLinkEmail(action, `${ctx.mail.publicUrl}${privacyPath(action, token)}`, code),
    });
  });
  ctx.mail.wake?.();
  return { message: `We sent a link to ${email} to confirm. It works once, for 15 minutes.` };
}

/** The link must be one sent to this customer's own address, for this action. */
async function confirm(ctx: CustomerContext, action: "export" | "delete", token: string) {
  const email = await useLinkToken(ctx.db, action, token, ctx.now());
  if (email !== ctx.customer.email)
    throw AppError.forbidden("This link was sent to another address. Sign in with that address to use it.");
}

/** Everything the store holds about the account, as one JSON document. */
export async function exportAccount({ ctx, input }: { ctx: CustomerContext; input: { token: string } }) {
  await confirm(ctx, "export", input.token);
  const { db, customer } = ctx;
  const requests = await accountRequests({ db, customer });
  return {
    exported_at: ctx.now().toISOString(),
    account: await customerById({ db, customer }),
    orders: await accountOrders({ db, customer, now: ctx.now() }),
    quotes_and_requests: await Promise.all(requests.map((r) => accountRequest({ db, customer, input: r }))),
    players: await listPlayers({ db, customer }),
    addresses: await listAddresses({ db, customer }),
  };
}

const REMOVED = "Removed at the customer's request";

/**
 * Deletes the account: players, addresses, sessions and links go; orders, quotes and requests stay
 * for the store's books with the name, e-mail, phone and address removed, and their private links
 * stop working. The address may sign in again later as a new, empty account.
 */
export async function deleteAccount({ ctx, input }: { ctx: CustomerContext; input: { token: string } }) {
  await confirm(ctx, "delete", input.token);
  const id = ctx.customer.id;
  const email = ctx.customer.email;
  await ctx.db.transaction(async (tx) => {
    const orderIds = (await tx.select({ id: orders.id }).from(orders).where(eq(orders.profileId, id))).map(
      (o) => o.id,
    );
    if (orderIds.length) {
      await tx
        .update(orders)
        .set({
          customerName: null,
          customerEmail: null,
          customerPhone: null,
          deliveryAddress: sql`case when ${orders.deliveryAddress} is null then null else ${JSON.stringify({ line1: REMOVED, city: "", state: "", zip: "" })}::jsonb end`,
        })
        .where(inArray(orders.id, orderIds));
      await tx.delete(orderAccessTokens).where(inArray(orderAccessTokens.orderId, orderIds));
    }
    const anonymous = `removed-${id}@deleted.invalid`;
    const quoteIds = (
      await tx
        .update(quotes)
        .set({ contactName: REMOVED, email: anonymous, phone: null })
        .where(eq(quotes.profileId, id))
        .returning({ id: quotes.id })
    ).map((q) => q.id);
    const artworkIds = (
      await tx
        .update(customArtworkSubmissions)
        .set({ name: REMOVED, email: anonymous })
        .where(eq(customArtworkSubmissions.profileId, id))
        .returning({ id: customArtworkSubmissions.id })
    ).map((a) => a.id);
    if (quoteIds.length) await tx.delete(reviewLinks).where(inArray(reviewLinks.quoteId, quoteIds));
    if (artworkIds.length) await tx.delete(reviewLinks).where(inArray(reviewLinks.submissionId, artworkIds));
    await tx.delete(customerPlayers).where(eq(customerPlayers.profileId, id));
    await tx.delete(customerAddresses).where(eq(customerAddresses.profileId, id));
    await tx.delete(customerSessions).where(eq(customerSessions.profileId, id));
    await tx.delete(customerLinks).where(eq(customerLinks.email, email));
    // Records staff merged into this one keep pointing here: they are the same person's, and go too.
    await tx
      .update(profiles)
      .set({ email: sql`'removed-' || ${profiles.id} || '@deleted.invalid'`, fullName: null, phone: null })
      .where(eq(profiles.mergedIntoId, id));
    await tx
      .update(profiles)
      .set({ email: anonymous, fullName: null, phone: null, firstSignedInAt: null, remindersOptIn: false })
      .where(eq(profiles.id, id));
  });
  ctx.logger.info("customer account deleted", { customerId: id, ip: ctx.clientIp });
  return { deleted: true };
}
