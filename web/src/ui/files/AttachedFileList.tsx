import { Button, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { formatMegabytes } from "../../lib/file-size";
import classes from "./AttachedFileList.module.css";
import { FilePreview } from "./FilePreview";
import { fileKey } from "./use-attached-files";

interface AttachedFileListProps {
  files: readonly File[];
  onRemove: (key: string) => void;
  disabled: boolean;
}

/** The files chosen so far: a preview for pictures, name, size in MB and a Remove button each. */
export function AttachedFileList({ files, onRemove, disabled }: AttachedFileListProps) {
  if (files.length === 0) return null;
  return (
    <ul className={classes.list} aria-label="Attached files">
      {files.map((file) => {
        const key = fileKey(file);
        return (
          <li key={key} className={classes.item}>
            <FilePreview file={file} />
            <div className={classes.facts}>
              <Text size="sm" fw={600} className={classes.name} title={file.name}>
                {file.name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatMegabytes(file.size)}
              </Text>
            </div>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              aria-label={`Remove ${file.name}`}
              disabled={disabled}
              onClick={() => onRemove(key)}
            >
              Remove
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
