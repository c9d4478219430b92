import "../../lib/zod-jitless";
import { schemaResolver } from "@mantine/form";
import { artworkFields } from "@store/api/contracts";
import type { FormErrors } from "../../lib/forms/use-form-state";
import type { ArtworkValues } from "./artwork-values";

/** The server's own schema run in the browser, so the visitor sees the same words before sending. */
export const validateValues: (values: ArtworkValues) => FormErrors = schemaResolver(artworkFields, {
  sync: true,
});
