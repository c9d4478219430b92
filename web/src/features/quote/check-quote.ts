import "../../lib/zod-jitless";
import { schemaResolver } from "@mantine/form";
import { quoteFields } from "@store/api/contracts";
import { formErrorsOf, type QuoteValues, quoteFieldsOf } from "./quote-values";

// The server's own schema checks the form, on the values as the server will read them.
const checkFields = schemaResolver(quoteFields, { sync: true });

/**
 * The form's messages by field, empty when everything is fine. Fetched when the coach starts on
 * the form (decision 029); only a convenience, the server checks again and has the last word.
 */
export const checkQuote = (values: QuoteValues): Record<string, string> =>
  formErrorsOf(checkFields(quoteFieldsOf(values)), values);
