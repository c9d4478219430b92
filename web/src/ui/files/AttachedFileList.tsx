import { Button, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useId } from "react";
import { formatMegabytes } from "../../lib/file-size";
import classes from "./AttachedFileList.module.css";
import { FilePreview } from "./FilePreview";
import { fileKey } from "./use-attached-files";

interface AttachedFileListProps {
  files: readonly File[];
  /** The problem found in a file's content, by file key: shown beside that file. */
  problems?: Readonly<Record<string, string>>;
  onRemove: (key: string) => void;
  disabled: boolean;
}

/**
 * The files chosen so far: a preview for pictures, name, size in MB and a Remove button each; a
 * file whose content is not what it claims says so beside its name, tied to its Remove button.
 */
export function AttachedFileList({ files, problems = {}, onRemove, disabled }: AttachedFileListProps) {
  const id = useId();
  if (files.length === 0) return null;
  return (
    <ul className={classes.list} aria-label="Attached files">
      {files.map((file, index) => {
        const key = fileKey(file);
        const problem = problems[key];
        const problemId = `${id}-problem-${index}`;
        return (
          <li key={key} className={classes.item} data-invalid={problem ? true : undefined}>
            <FilePreview file={file} broken={Boolean(problem)} />
            <div className={classes.facts}>
              <Text size="sm" fw={600} className={classes.name} title={file.name}>
                {file.name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatMegabytes(file.size)}
              </Text>
              {problem && (
                <Text size="sm" id={problemId} className={classes.problem} role="alert">
                  {problem}
                </Text>
              )}
            </div>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              aria-label={`Remove ${file.name}`}
              aria-describedby={problem ? problemId : undefined}
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
