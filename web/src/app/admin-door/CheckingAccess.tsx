import { Center, Loader, Stack, Text } from "@mantine/core";

/** Shown while the server is asked whether this visitor may enter the portal (spec §2). */
export function CheckingAccess() {
  return (
    <Center mih="100vh" component="main">
      <Stack align="center" gap="sm" role="status">
        <Loader size="md" />
        <Text c="dimmed">Checking access...</Text>
      </Stack>
    </Center>
  );
}
