import { Group, Progress, Text } from "@mantine/core";

interface UploadProgressProps {
  /** Percent of the files sent so far. */
  value: number;
  /** True once everything is sent and the server is checking and storing the files. */
  done: boolean;
}

/** How far the files have gone; fetch cannot tell, which is why the form sends with XMLHttpRequest. */
export function UploadProgress({ value, done }: UploadProgressProps) {
  return (
    <div>
      <Group justify="space-between" mt="lg" mb={6}>
        <Text size="sm" fw={600}>
          {done ? "Files sent, saving your request" : "Uploading your files"}
        </Text>
        <Text size="sm" c="dimmed" aria-hidden="true">
          {value}%
        </Text>
      </Group>
      <Progress
        value={value}
        size="lg"
        radius="xl"
        color="gold.6"
        aria-label="Upload progress"
        animated={!done}
        striped={!done}
      />
    </div>
  );
}
