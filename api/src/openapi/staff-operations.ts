import { z } from "zod";
import { auditEntities, auditEntrySchema } from "../schemas/audit";
import {
  createdStaffSchema,
  removedStaffSchema,
  staffAccountInput,
  staffAccountSchema,
} from "../schemas/staff";
import { idParam, pageOf, pageParams, text } from "./operation-parts";
import type { Operation } from "./operations";

/** Staff accounts and the audit log of their changes. */
export const staffOperations: Operation[] = [
  {
    method: "get",
    path: "/api/staff-accounts",
    operationId: "listStaffAccounts",
    summary: "Staff (admin) accounts, oldest first, with their latest sign-in and which is yours (is_you)",
    tag: "Staff accounts",
    access: "admin",
    status: 200,
    answer: z.array(staffAccountSchema),
  },
  {
    method: "post",
    path: "/api/staff-accounts",
    operationId: "createStaffAccount",
    errors: [{ status: 409, description: "That email already belongs to a staff account." }],
    summary:
      "Add a staff account; a customer's email is promoted with the new password (its sessions end), an admin's is a 409",
    tag: "Staff accounts",
    access: "admin",
    json: staffAccountInput,
    status: 201,
    answer: createdStaffSchema,
  },
  {
    method: "delete",
    path: "/api/staff-accounts/{id}",
    operationId: "removeStaffAccount",
    errors: [{ status: 409, description: "Your own account, or the last admin." }],
    summary:
      "Remove staff access: the account becomes a customer's and its sessions end at once (not your own, not the last admin)",
    tag: "Staff accounts",
    access: "admin",
    pathParams: idParam,
    status: 200,
    answer: removedStaffSchema,
  },
  {
    method: "get",
    path: "/api/audit-log",
    operationId: "listAuditLog",
    summary:
      "Who changed what: every admin change, a page at a time, newest first, with before and after (read-only)",
    tag: "Audit log",
    access: "admin",
    query: [
      ...pageParams,
      {
        name: "entity",
        description: "Only changes to this kind of record.",
        schema: { type: "string", enum: [...auditEntities] },
      },
      {
        name: "entity_id",
        description:
          "Only changes to this record (its id; an image's name); needs entity. With page_size=1, its last change.",
        schema: text,
      },
    ],
    status: 200,
    answer: pageOf(auditEntrySchema),
    envelope: false,
  },
];
