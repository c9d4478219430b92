import { apiKeyInput, apiKeySchema, createdApiKeySchema } from "../schemas/api-keys";
import { idParam } from "./operation-parts";
import type { Operation } from "./operations";

/** Integrators' keys (`Authorization: Bearer csk_…`), managed by admins. */
export const apiKeyOperations: Operation[] = [
  {
    method: "get",
    path: "/api/api-keys",
    operationId: "listApiKeys",
    summary:
      "API keys, newest first, revoked ones included; never the key itself (only its first characters)",
    tag: "API keys",
    access: "admin",
    status: 200,
    answer: apiKeySchema.array(),
  },
  {
    method: "post",
    path: "/api/api-keys",
    operationId: "createApiKey",
    summary:
      "Create an API key that acts with your admin rights; the answer's `key` is the only time the whole key is shown",
    tag: "API keys",
    access: "admin",
    json: apiKeyInput,
    status: 201,
    answer: createdApiKeySchema,
  },
  {
    method: "delete",
    path: "/api/api-keys/{id}",
    operationId: "revokeApiKey",
    summary:
      "Revoke an API key: requests with it get 401 from now on; it stays listed as revoked (again: no change)",
    tag: "API keys",
    access: "admin",
    pathParams: idParam,
    status: 200,
    answer: apiKeySchema,
  },
];
