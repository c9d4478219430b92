import "../../lib/zod-jitless";
import { schemaResolver } from "@mantine/form";
import { checkoutInput } from "@store/api/contracts";

// The server's own schema checks the form; the lines come from the cart, not from the fields.
export const validateCheckout = schemaResolver(checkoutInput.omit({ lines: true }), { sync: true });
