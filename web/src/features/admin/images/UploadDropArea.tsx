import { Paper, Progress, Stack, Text } from "@mantine/core";
import { IconPhotoUp } from "@tabler/icons-react";
import { type DragEvent, useState } from "react";
import type { UploadingFile } from "./use-image-uploads";

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes("Files");

/**
 * Where images can be dropped, several at once, and where each file's progress shows while it
 * goes up. The Upload button does the same for keyboard and touch users.
 */
export function UploadDropArea({
  uploading,
  onFiles,
}: {
  uploading: UploadingFile[];
  onFiles: (files: File[]) => void;
}) {
  const [over, setOver] = useState(false);
  return (
    <Paper
      data-testid="image-drop-area"
      withBorder
      radius="lg"
      p="md"
      mb="md"
      style={{
        borderStyle: "dashed",
        borderColor: over ? "var(--mantine-primary-color-filled)" : undefined,
        background: over ? "var(--mantine-primary-color-light)" : undefined,
      }}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        onFiles(Array.from(event.dataTransfer.files));
      }}
    >
      {uploading.length === 0 ? (
        <Stack align="center" gap={4}>
          <IconPhotoUp size={28} aria-hidden="true" color="var(--mantine-color-dimmed)" />
          <Text size="sm" c="dimmed" ta="center">
            Drop images here to upload them, several at once if you like (up to 10MB each).
          </Text>
        </Stack>
      ) : (
        <Stack gap="xs" aria-live="polite">
          {uploading.map((file) => (
            <div key={file.key}>
              <Text size="sm" truncate="end">
                Uploading {file.name}
              </Text>
              <Progress
                value={Math.round(file.progress * 100)}
                aria-label={`Upload progress of ${file.name}`}
                size="sm"
                animated={file.progress >= 1}
              />
            </div>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
