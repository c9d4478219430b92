import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";

/**
 * A signed-in visitor without the admin role (spec §2), or, with `screen`, a staff member whose
 * role does not include the screen asked for (shown inside the portal, whose shell holds the main).
 */
export function AccessDenied({ screen }: { screen?: string } = {}) {
  return (
    <Center mih={screen ? 420 : "100vh"} component={screen ? "section" : "main"} px="md">
      <Paper withBorder radius="lg" p="xl" maw={460}>
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" color="red" variant="light">
            <IconLock size={28} aria-hidden="true" />
          </ThemeIcon>
          <Title order={1} fz={26}>
            Access Denied
          </Title>
          <Text c="dimmed">You don't have permission to access this admin portal.</Text>
          {screen ? (
            <Text size="sm">Your role does not include {screen}. Ask the owner if you need it.</Text>
          ) : null}
          <Button component={Link} to="/" mt="sm">
            Go Home
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
