import { Stack } from "@mantine/core";
import { adminScreens } from "../shared/admin-links";
import { PageHeader } from "../shared/PageHeader";
import { SessionsSection } from "./SessionsSection";

/** "Your account": what each signed-in person manages for themselves, whatever their role. */
export function AccountScreen() {
  return (
    <>
      <PageHeader title={adminScreens.account.label} description={adminScreens.account.description} />
      <Stack gap="lg" maw={900}>
        <SessionsSection />
      </Stack>
    </>
  );
}
