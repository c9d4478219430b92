import { Container, Group, Loader, Text } from "@mantine/core";

/** Shown while a design page is still on its way (spec: 'Loading design details...'). */
export function DesignDetailLoading() {
  return (
    <Container size="lg" py={64}>
      <Group justify="center" gap="sm" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text fw={500}>Loading design details...</Text>
      </Group>
    </Container>
  );
}
