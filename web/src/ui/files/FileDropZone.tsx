import { Button, Text } from "@mantine/core";
import { useWindowEvent } from "@mantine/hooks";
import { IconCloudUpload } from "@tabler/icons-react";
import { type DragEvent, lazy, type ReactNode, Suspense, useId, useState } from "react";
import { PlainInputHint } from "../filters/PlainInputWrapper";
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

// The note on refused files shows only after a pick or a drop: its code comes when the visitor
// reaches the zone, not with the page (decision 065).
const loadRefusedFiles = () => import("./RefusedFiles");
const RefusedFiles = lazy(() => loadRefusedFiles().then((m) => ({ default: m.RefusedFiles })));
// So does the list of attached files, empty until a pick or a drop.
const loadFileList = () => import("./AttachedFileList");
const AttachedFileList = lazy(() => loadFileList().then((m) => ({ default: m.AttachedFileList })));
const preloadRefusedFiles = () =>
  void Promise.all([loadRefusedFiles(), loadFileList()]).catch(() => undefined);

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
    <fieldset
      className={classes.group}
      onFocus={preloadRefusedFiles}
      onPointerEnter={preloadRefusedFiles}
      onDragEnter={preloadRefusedFiles}
    >
      <legend className={classes.legend}>
        Upload Design Files{" "}
        <Text span size="sm" c="dimmed" fw={400}>
          (optional)
        </Text>
      </legend>
      <PlainInputHint kind="description" className={classes.description}>
        Your logo, sketches, or pictures of designs you like.
      </PlainInputHint>
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
        <PlainInputHint kind="error" id={errorId} className={classes.error}>
          {error}
        </PlainInputHint>
      )}
      {messages.length > 0 && (
        <Suspense fallback={null}>
          <RefusedFiles messages={messages} onClose={attached.clearMessages} className={classes.messages} />
        </Suspense>
      )}
      {attached.files.length > 0 && (
        <Suspense fallback={null}>
          <AttachedFileList
            files={attached.files}
            problems={attached.problems}
            onRemove={attached.remove}
            disabled={disabled}
          />
        </Suspense>
      )}
    </fieldset>
  );
}
