import { Paper, Text } from "@mantine/core";
import { PageHeader } from "./PageHeader";

/** A portal screen not built yet: its title, what it will be for, inside the portal's frame. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <Paper withBorder radius="lg" p="xl">
        <Text c="dimmed">This screen is being built. Until then, changes here are made through the API.</Text>
      </Paper>
    </>
  );
}
