import { Stack } from "@mantine/core";
import { adminScreens } from "../shared/admin-links";
import { PageHeader } from "../shared/PageHeader";
import { PasskeysSection } from "./PasskeysSection";
import { TwoFactorSection } from "./TwoFactorSection";

/** "Your account": each person's own sign-in (open to every staff member, whatever their role). */
export function AccountScreen() {
  return (
    <>
      <PageHeader title={adminScreens.account.label} description={adminScreens.account.description} />
      <Stack gap="lg" maw={760}>
        <TwoFactorSection />
        <PasskeysSection />
      </Stack>
    </>
  );
}
