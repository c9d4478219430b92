import { z } from "zod";
import { can } from "../../common/permissions";
import { defineOperation } from "../define";
import { idParam } from "../parts";
import { listOrderApprovals, listPendingApprovals } from "./approval-lists";
import { askRefund } from "./ask-refund";
import { approveRequest, declineRequest } from "./decide";
import { approveRequestInput, askRefundInput, declineRequestInput, orderApprovalsInput } from "./inputs";
import { approvalSchema, askRefundAnswer, decisionAnswer, pendingApprovalsAnswer } from "./schemas";

const tag = "Payments";
const approvalParams = [
  ...idParam,
  {
    name: "approvalId",
    description: "The approval request's id (a UUID), as the order's list of them gives it.",
  },
];

/**
 * Approval at the counter (issue 41): a counter person's refund or reversal above the owner's limit
 * waits for a manager, who approves (carried out as them) or declines it on the order page.
 */
export const approvalOperations = {
  askRefund: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "payments.record",
    input: askRefundInput,
    idempotent: true,
    handler: ({ ctx, input }) =>
      askRefund({
        db: ctx.db,
        actor: ctx.user,
        input,
        payments: ctx.payments,
        // Someone who may refund anyway is never kept waiting for another's approval.
        mayRefund: can(ctx.user.role, "payments.refund"),
      }),
    rest: {
      method: "post",
      path: "/api/orders/{id}/payments/{paymentId}/refund-requests",
      operationId: "askOrderPaymentRefund",
      summary:
        'Ask for money back on a payment, with a reason: a provider\'s payment is refunded (`amount` required, at most what is left), an in-store one reversed whole. Within the owner\'s counter limit it is carried out at once (`outcome: "done"`), above it a request waits for a manager (`outcome: "waiting"`) and nothing moves',
      tag,
      status: 201,
      pathParams: [
        ...idParam,
        { name: "paymentId", description: "The payment's id (a UUID), as the order page lists it." },
      ],
      json: z.object({ amount: askRefundInput.shape.amount, reason: askRefundInput.shape.reason }).strict(),
      idempotencyKey:
        "Any unique text (8-200 printable characters) per request: a retry with the same key answers the same request or refund (`Idempotent-Replayed: true`).",
      errors: [
        {
          status: 400,
          description:
            "No amount for a provider's payment, more than is left of it, or an in-store payment's amount that is not the whole payment.",
        },
        {
          status: 409,
          description:
            "The payment was reversed or is refunded in full, or a request for it is already waiting.",
        },
        { status: 503, description: "Carried out at once, the provider could not make the refund." },
      ],
      answer: askRefundAnswer,
    },
  }),
  forOrder: defineOperation({
    kind: "query",
    access: "admin",
    permission: "payments.refund",
    input: orderApprovalsInput,
    handler: ({ ctx, input }) => listOrderApprovals({ db: ctx.db, input }),
    rest: {
      method: "get",
      path: "/api/orders/{id}/approvals",
      operationId: "listOrderApprovals",
      summary: "The order's refund requests waiting for a manager's approval, oldest first",
      tag,
      pathParams: idParam,
      answer: z.array(approvalSchema),
    },
  }),
  pending: defineOperation({
    kind: "query",
    access: "admin",
    permission: "payments.refund",
    handler: ({ ctx }) => listPendingApprovals({ db: ctx.db }),
    rest: {
      method: "get",
      path: "/api/approvals",
      operationId: "listPendingApprovals",
      summary:
        "Every refund request waiting for a manager's approval: how many, and the oldest 50 with their orders' numbers",
      tag,
      answer: pendingApprovalsAnswer,
    },
  }),
  approve: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "payments.refund",
    input: approveRequestInput,
    handler: ({ ctx, input }) =>
      approveRequest({ db: ctx.db, actor: ctx.user, input, payments: ctx.payments }),
    rest: {
      method: "post",
      path: "/api/orders/{id}/approvals/{approvalId}/approve",
      operationId: "approveOrderApproval",
      summary:
        "Approve a waiting request: the refund or reversal is carried out at once as you, exactly as your own would be; answers the request and the order page",
      description:
        'When the refund is refused at this moment (more than is left now, the provider says no) the request becomes "failed" with the reason, nothing is given back, and the answer is that refusal.',
      tag,
      pathParams: approvalParams,
      optionalJson: true,
      errors: [
        {
          status: 400,
          description: "The amount is more than what is left of the payment now (request failed).",
        },
        {
          status: 409,
          description:
            "The request was already decided, or the payment was reversed or refunded in full (request failed).",
        },
        { status: 503, description: "The provider could not make the refund (request failed)." },
      ],
      answer: decisionAnswer,
    },
  }),
  decline: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "payments.refund",
    input: declineRequestInput,
    handler: ({ ctx, input }) => declineRequest({ db: ctx.db, actor: ctx.user, input }),
    rest: {
      method: "post",
      path: "/api/orders/{id}/approvals/{approvalId}/decline",
      operationId: "declineOrderApproval",
      summary: "Decline a waiting request with a note for the person who asked; nothing is given back",
      tag,
      pathParams: approvalParams,
      json: z.object({ note: declineRequestInput.shape.note }).strict(),
      errors: [{ status: 409, description: "The request was already decided." }],
      answer: decisionAnswer,
    },
  }),
};
