import { Group } from "@mantine/core";
import type { RouterOutputs } from "@store/api/contracts";
import { IconDownload, IconEye, IconTrash } from "@tabler/icons-react";
import { RowActionButton } from "../list/RowActions";
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
      <RowActionButton
        label="View"
        name={`View ${image.name}`}
        icon={IconEye}
        onClick={() => onView(image)}
      />
      <CopyUrlButton url={image.url} name={image.name} compact />
      <RowActionButton
        label="Download"
        name={`Download ${image.name}`}
        icon={IconDownload}
        onClick={() => void downloadImage(image)}
      />
      <RowActionButton
        label="Delete"
        name={`Delete ${image.name}`}
        icon={IconTrash}
        color="red"
        onClick={() => onDelete(image)}
      />
    </Group>
  );
}
