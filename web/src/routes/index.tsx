import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { createFileRoute, Link } from "@tanstack/react-router";

export const Route = createFileRoute("/")({ component: Home });

function Home() {
  return (
    <Container size="md" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1}>Team apparel and gear from Clanton, Alabama</Title>
        <Text size="lg" c="dimmed">
          Uniforms, custom artwork and equipment for teams, coaches and fans since 2013.
        </Text>
        <Button component={Link} to="/shop" size="md">
          Shop All Products
        </Button>
      </Stack>
    </Container>
  );
}
