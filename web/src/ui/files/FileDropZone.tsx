import { Alert, Button, Input, List, Text } from "@mantine/core";
import { useWindowEvent } from "@mantine/hooks";
import { IconAlertTriangle, IconCloudUpload } from "@tabler/icons-react";
import { type DragEvent, type ReactNode, useId, useState } from "react";
import { AttachedFileList } from "./AttachedFileList";
import classes from "./FileDropZone.module.css";
import { ACCEPT_ATTRIBUTE } from "./file-checks";
import type { AttachedFiles } from "./use-attached-files";

interface FileDropZoneProps {
  /** The files attached so far and the messages about refused ones (`useAttachedFiles`). */
  attached: AttachedFiles;
  disabled: boolean;
  /** The server's message for the files field, if it refused them. */
  error?: ReactNode;
}

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");

/**
 * A form's upload field: files by picker (several at once) or by drag and drop, listed under the
 * zone. A real file input, visually hidden but focusable, carries the keyboard path; its label is
 * styled as the button people click.
 */
export function FileDropZone({ attached, disabled, error }: FileDropZoneProps) {
  const { messages } = attached;
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  // A file dropped beside the zone would make the browser open it and leave the half-filled form.
  const keepOnPage = (event: globalThis.DragEvent) => {
    if (event.dataTransfer?.types.includes("Files")) event.preventDefault();
  };
  useWindowEvent("dragover", keepOnPage);
  useWindowEvent("drop", keepOnPage);

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    // Without this the browser would open the file instead of handing it to the page.
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? "none" : "copy";
    if (!disabled) setDragging(true);
  };

  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    setDragging(false);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) attached.add(Array.from(event.dataTransfer.files));
  };

  return (
    <fieldset className={classes.group}>
      <legend className={classes.legend}>
        Upload Design Files{" "}
        <Text span size="sm" c="dimmed" fw={400}>
          (optional)
        </Text>
      </legend>
      <Input.Description mb={6}>Your logo, sketches, or pictures of designs you like.</Input.Description>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse only; the file input inside is the keyboard path. */}
      <div
        className={classes.zone}
        data-dragging={dragging || undefined}
        data-disabled={disabled || undefined}
        data-invalid={error ? true : undefined}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        data-testid="artwork-drop-zone"
      >
        <IconCloudUpload size={40} stroke={1.5} aria-hidden="true" className={classes.icon} />
        <Text fw={600} ta="center">
          {dragging ? "Drop your files to add them" : "Drag and drop your files here"}
        </Text>
        <Text size="sm" c="dimmed" ta="center" id={hintId}>
          JPEG, PNG, GIF or PDF, up to 10MB each. Several files at once are fine.
        </Text>
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          disabled={disabled}
          className={classes.input}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const input = event.currentTarget;
            attached.add(Array.from(input.files ?? []));
            // Cleared so that picking the same file again (after removing it) still reports a change.
            input.value = "";
          }}
        />
        <Button
          component="label"
          htmlFor={inputId}
          variant="outline"
          mt="xs"
          className={classes.pick}
          data-disabled={disabled || undefined}
        >
          Choose Files
        </Button>
      </div>
      {error && (
        <Input.Error id={errorId} mt={6}>
          {error}
        </Input.Error>
      )}
      {messages.length > 0 && (
        <Alert
          color="red"
          mt="sm"
          icon={<IconAlertTriangle size={20} aria-hidden="true" />}
          title={messages.length === 1 ? "This file was not added" : "These files were not added"}
          withCloseButton
          closeButtonLabel="Dismiss file messages"
          onClose={attached.clearMessages}
          className={classes.messages}
        >
          <List size="sm" spacing={4}>
            {messages.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <AttachedFileList files={attached.files} onRemove={attached.remove} disabled={disabled} />
    </fieldset>
  );
}
