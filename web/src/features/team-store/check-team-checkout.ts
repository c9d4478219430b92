import "../../lib/zod-jitless";
import { schemaResolver } from "@mantine/form";
import { teamCheckoutBody } from "@store/api/contracts";
import type { TeamCheckoutValues } from "./team-checkout-values";

// The server's own schema checks the family's contact and player; the lines are the cart's check.
const resolve = schemaResolver(
  teamCheckoutBody.pick({ customer: true, player_name: true, fulfilment: true }),
  {
    sync: true,
  },
);

export const validateTeamCheckout = (values: TeamCheckoutValues) =>
  resolve({ customer: values.customer, player_name: values.player_name, fulfilment: values.fulfilment });
