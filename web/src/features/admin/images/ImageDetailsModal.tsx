import { Button, Group, Image, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconDownload, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { formatBytes, formatDateTime } from "../shared/format";
import { LastChange } from "../shared/LastChange";
import { CopyUrlButton } from "./CopyUrlButton";
import type { LibraryImage } from "./ImageActions";
import { downloadImage } from "./image-actions";
import { fileTypeLabel } from "./image-labels";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: "0.05em" }}>
        {label}
      </Text>
      <Text component="div" size="sm" mt={2} style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}

/** Spec §2: the image large, File Name, File Size, Upload Date, File Type, and its actions. */
export function ImageDetailsModal({
  image,
  onClose,
  onDelete,
}: {
  image: LibraryImage | null;
  onClose: () => void;
  onDelete: (image: LibraryImage) => void;
}) {
  return (
    <Modal
      opened={image !== null}
      onClose={onClose}
      title="Image Details"
      size="lg"
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {image && (
        <Stack gap="md">
          <Image src={image.url} alt={image.name} mah={360} fit="contain" radius="md" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Field label="File Name">{image.name}</Field>
            <Field label="File Size">{formatBytes(image.size)}</Field>
            <Field label="Upload Date">{formatDateTime(image.created_at)}</Field>
            <Field label="File Type">{fileTypeLabel(image)}</Field>
          </SimpleGrid>
          <LastChange entity="image" entityId={image.name} />
          <Group gap="sm" justify="flex-end">
            <CopyUrlButton url={image.url} name={image.name} />
            <Button
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden="true" />}
              onClick={() => void downloadImage(image)}
            >
              Download
            </Button>
            <Button
              color="red.9"
              leftSection={<IconTrash size={18} aria-hidden="true" />}
              onClick={() => onDelete(image)}
            >
              Delete
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
