import "../../lib/zod-jitless";
import { schemaResolver } from "@mantine/form";
import { contactInput } from "@store/api/contracts";
import type { FormErrors } from "../../lib/forms/use-form-state";
import type { ContactValues } from "./contact-form";

/**
 * Checks the form with the server's own schema, so the browser and the server agree on every
 * rule and message. Only a convenience: the server checks again and has the last word.
 */
export const validateContact: (values: ContactValues) => FormErrors = schemaResolver(contactInput, {
  sync: true,
});
