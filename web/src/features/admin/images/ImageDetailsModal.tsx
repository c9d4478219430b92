import { Button, Group, Image, SimpleGrid, Stack } from "@mantine/core";
import { IconDownload, IconTrash } from "@tabler/icons-react";
import { DetailsModal } from "../list/DetailsModal";
import { DetailField } from "../shared/DetailField";
import { formatBytes, formatDateTime } from "../shared/format";
import { LastChange } from "../shared/LastChange";
import { CopyUrlButton } from "./CopyUrlButton";
import type { LibraryImage } from "./ImageActions";
import { downloadImage } from "./image-actions";
import { fileTypeLabel } from "./image-labels";

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
    <DetailsModal row={image} onClose={onClose} title="Image Details">
      {(image) => (
        <Stack gap="md">
          <Image src={image.url} alt={image.name} mah={360} fit="contain" radius="md" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <DetailField label="File Name">{image.name}</DetailField>
            <DetailField label="File Size">{formatBytes(image.size)}</DetailField>
            <DetailField label="Upload Date">{formatDateTime(image.created_at)}</DetailField>
            <DetailField label="File Type">{fileTypeLabel(image)}</DetailField>
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
    </DetailsModal>
  );
}
