import "../../lib/zod-jitless";
import { schemaResolver } from "@mantine/form";
import { teamStoreRequestInput } from "@store/api/contracts";
import type { FormErrors } from "../../lib/forms/use-form-state";
import { type RequestValues, requestBody } from "./request-form";

const resolve = schemaResolver(teamStoreRequestInput, { sync: true });

/** The server's own schema run in the browser (the date's three weeks are the server's to check). */
export const validateRequest = (values: RequestValues): FormErrors =>
  resolve(requestBody(values) as unknown as Parameters<typeof resolve>[0]);
