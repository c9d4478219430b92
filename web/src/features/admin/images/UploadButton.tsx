import { Button, FileButton } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";

/** The file picker (images only, several at once); reads 'Uploading...' while files go up. */
export function UploadButton({ busy, onFiles }: { busy: boolean; onFiles: (files: File[]) => void }) {
  return (
    <FileButton onChange={onFiles} accept="image/*" multiple>
      {(props) => (
        <Button {...props} disabled={busy} leftSection={<IconUpload size={18} aria-hidden="true" />}>
          {busy ? "Uploading..." : "Upload Image"}
        </Button>
      )}
    </FileButton>
  );
}
