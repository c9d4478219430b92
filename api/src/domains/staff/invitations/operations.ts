import { z } from "zod";
import { defineOperation } from "../../define";
import { idParam } from "../../parts";
import { LINK_TRY_LIMIT } from "../passwords/limits";
import {
  acceptInvitation,
  createInvitation,
  listInvitations,
  previewInvitation,
  revokeInvitation,
} from "./invitations";
import {
  acceptedInvitationSchema,
  acceptInvitationInput,
  invitationIdInput,
  invitationInput,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenInput,
} from "./schemas";

const tag = "Staff accounts";
const usedLink = {
  status: 410,
  description:
    "The link was already used, replaced by a newer invitation, revoked, or is older than 48 hours.",
};

/** The owner invites staff by e-mail; the invited person accepts by choosing a password. */
export const invitationOperations = {
  list: defineOperation({
    kind: "query",
    access: "admin",
    permission: "staff.manage",
    handler: ({ ctx }) => listInvitations({ db: ctx.db, now: ctx.now() }),
    rest: {
      method: "get",
      path: "/api/staff-invitations",
      operationId: "listStaffInvitations",
      summary: "Pending invitations (not accepted, revoked or expired), oldest first; never their links",
      tag,
      answer: z.array(invitationSchema),
    },
  }),
  create: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "staff.manage",
    input: invitationInput,
    handler: async ({ ctx, input }) => {
      const invitation = await createInvitation({
        db: ctx.db,
        actor: ctx.user,
        input,
        mail: ctx.mail,
        now: ctx.now(),
      });
      ctx.mail.wake?.();
      ctx.logger.info("staff invited", { invitationId: invitation.id, by: ctx.user.id, ip: ctx.clientIp });
      return invitation;
    },
    rest: {
      method: "post",
      path: "/api/staff-invitations",
      operationId: "inviteStaff",
      summary:
        "Invite an address with a role: e-mails a link (48 hours, once) to choose a password; an earlier invitation of the address stops working",
      tag,
      json: invitationInput,
      status: 201,
      errors: [{ status: 409, description: "That address already has a staff account." }],
      answer: invitationSchema,
    },
  }),
  revoke: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "staff.manage",
    input: invitationIdInput,
    handler: ({ ctx, input }) => revokeInvitation({ db: ctx.db, actor: ctx.user, input, now: ctx.now() }),
    rest: {
      method: "delete",
      path: "/api/staff-invitations/{id}",
      operationId: "revokeStaffInvitation",
      summary: "Revoke a pending invitation: its link opens nothing from now on",
      tag,
      pathParams: idParam,
      answer: invitationSchema,
    },
  }),
  preview: defineOperation({
    kind: "mutation",
    access: "public",
    input: invitationTokenInput,
    rateLimit: LINK_TRY_LIMIT,
    handler: ({ ctx, input }) => previewInvitation({ db: ctx.db, token: input.token, now: ctx.now() }),
    rest: {
      method: "post",
      path: "/api/staff-invitations/preview",
      operationId: "previewStaffInvitation",
      summary: "Who an invitation link invites, and as what, before a password is chosen (changes nothing)",
      tag,
      json: invitationTokenInput,
      errors: [usedLink],
      answer: invitationPreviewSchema,
    },
  }),
  accept: defineOperation({
    kind: "mutation",
    access: "public",
    input: acceptInvitationInput,
    rateLimit: LINK_TRY_LIMIT,
    handler: async ({ ctx, input }) => {
      const accepted = await acceptInvitation({ db: ctx.db, input, now: ctx.now() });
      ctx.logger.info("staff invitation accepted", { role: accepted.role, ip: ctx.clientIp });
      return accepted;
    },
    rest: {
      method: "post",
      path: "/api/staff-invitations/accept",
      operationId: "acceptStaffInvitation",
      summary:
        "Accept an invitation with the link's token and a new password: the address becomes staff with the role given (a customer's account is promoted); then sign in",
      tag,
      json: acceptInvitationInput,
      errors: [
        usedLink,
        { status: 409, description: "The address became staff another way since; the link stays unused." },
      ],
      answer: acceptedInvitationSchema,
    },
  }),
};
