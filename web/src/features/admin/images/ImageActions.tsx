import { ActionIcon, Group, Tooltip } from "@mantine/core";
import type { RouterOutputs } from "@store/api";
import { IconDownload, IconEye, IconTrash } from "@tabler/icons-react";
import { CopyUrlButton } from "./CopyUrlButton";
import { downloadImage } from "./image-actions";

export type LibraryImage = RouterOutputs["images"]["adminList"]["items"][number];

export interface ImageActionHandlers {
  onView: (image: LibraryImage) => void;
  onDelete: (image: LibraryImage) => void;
}

/** View, Copy URL, Download and Delete for one image, as icons with names for screen readers. */
export function ImageActions({ image, onView, onDelete }: { image: LibraryImage } & ImageActionHandlers) {
  return (
    <Group gap={2} justify="flex-end" wrap="nowrap">
      <Tooltip label="View">
        <ActionIcon variant="subtle" aria-label={`View ${image.name}`} onClick={() => onView(image)}>
          <IconEye size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <CopyUrlButton url={image.url} name={image.name} compact />
      <Tooltip label="Download">
        <ActionIcon
          variant="subtle"
          aria-label={`Download ${image.name}`}
          onClick={() => void downloadImage(image)}
        >
          <IconDownload size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete">
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${image.name}`}
          onClick={() => onDelete(image)}
        >
          <IconTrash size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
