import { Stack } from "@mantine/core";
import { adminScreens } from "../shared/admin-links";
import { PageHeader } from "../shared/PageHeader";
import { ChangePasswordSection } from "./ChangePasswordSection";
import { PasskeysSection } from "./PasskeysSection";
import { SessionsSection } from "./SessionsSection";
import { TwoFactorSection } from "./TwoFactorSection";

/**
 * /admin/account: a staff member's own sign-in, one section per concern (two-factor sign-in,
 * passkeys, password, sessions). Open to every staff role.
 */
export function AccountScreen() {
  const screen = adminScreens.account;
  return (
    <>
      <PageHeader title={screen.label} description={screen.description} />
      <Stack gap="lg" maw={900}>
        <TwoFactorSection />
        <PasskeysSection />
        <ChangePasswordSection />
        <SessionsSection />
      </Stack>
    </>
  );
}
