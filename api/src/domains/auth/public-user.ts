import { permissionsOf } from "../../common/permissions";
import type { PublicUser } from "./schemas";
import type { SessionUser } from "./sessions";

/** Who is signed in, as the portal is told: with what their role allows. */
export const publicUserOf = (user: SessionUser): PublicUser => ({
  id: user.id,
  email: user.email,
  role: user.role,
  permissions: permissionsOf(user.role),
  // Only when due, so everyone else's answer is as it always was.
  ...(user.twoFactorSetupDue && { two_factor_setup_required: true as const }),
});
