import { Stack } from "@mantine/core";
import { adminScreens } from "../shared/admin-links";
import { PageHeader } from "../shared/PageHeader";
import { ChangePasswordSection } from "./ChangePasswordSection";
import { SessionsSection } from "./SessionsSection";

/**
 * /admin/account: a staff member's own sign-in, one section per concern (password, sessions; two-factor
 * sign-in and passkeys join as sections of their own). Open to every staff role.
 */
export function AccountScreen() {
  const screen = adminScreens.account;
  return (
    <>
      <PageHeader title={screen.label} description={screen.description} />
      <Stack gap="lg" maw={900}>
        <ChangePasswordSection />
        <SessionsSection />
      </Stack>
    </>
  );
}
