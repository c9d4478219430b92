import { Avatar, Button, Collapse, FileButton, Group, Progress, Stack, TextInput } from "@mantine/core";
import { IconPhoto, IconUpload } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { trpc } from "../../../lib/trpc";
import { imageFileProblem, uploadFailureText, uploadImageFile } from "../images/upload-image";
import { notifySuccess } from "../shared/feedback";
import { ImageLibraryPicker, LibraryToggle } from "./ImageLibraryPicker";

interface ProductImageFieldProps {
  value?: string;
  onChange: (url: string) => void;
  error?: React.ReactNode;
  onBlur?: () => void;
  /** The field's name where it is not a product's picture (a team store's logo). */
  label?: string;
  description?: string;
}

/**
 * The product's picture three ways: typed as a URL, picked from the image library, or uploaded
 * here and then used at once (the upload lands in the library like any other).
 */
export function ProductImageField({
  value = "",
  onChange,
  error,
  onBlur,
  label = "Image URL",
  description,
}: ProductImageFieldProps) {
  const queryClient = useQueryClient();
  const [browsing, setBrowsing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    setUploadError(problem ?? null);
    if (problem) return;
    setProgress(0);
    const outcome = await uploadImageFile(file, setProgress);
    setProgress(null);
    if (!outcome.ok) return setUploadError(uploadFailureText(outcome.message));
    void queryClient.invalidateQueries({ queryKey: trpc.images.pathKey() });
    notifySuccess("File uploaded successfully!");
    if (outcome.url) {
      onChange(outcome.url);
      setBrowsing(false);
    }
  };

  const uploading = progress !== null;
  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <Avatar src={value || null} alt="" radius="md" size={56} color="gray" mt={24}>
          <IconPhoto size={26} aria-hidden="true" />
        </Avatar>
        <TextInput
          label={label}
          description={description}
          type="url"
          placeholder="https://… or /uploads/…"
          style={{ flex: 1 }}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
          error={uploadError ?? error}
        />
      </Group>
      <Group gap="xs">
        <LibraryToggle browsing={browsing} onToggle={() => setBrowsing((open) => !open)}>
          {browsing ? "Hide Library" : "Choose from Library"}
        </LibraryToggle>
        <FileButton onChange={(file) => void upload(file)} accept="image/*">
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="xs"
              disabled={uploading}
              leftSection={<IconUpload size={16} aria-hidden="true" />}
            >
              {uploading ? "Uploading..." : "Upload New Image"}
            </Button>
          )}
        </FileButton>
      </Group>
      {uploading && (
        <Progress value={Math.round(progress * 100)} size="sm" aria-label="Upload progress" animated />
      )}
      {/* Unmounted when closed: the library is only asked for while it is open. */}
      <Collapse expanded={browsing} keepMounted={false}>
        <ImageLibraryPicker
          selected={value}
          onPick={(url) => {
            setUploadError(null);
            onChange(url);
            setBrowsing(false);
          }}
        />
      </Collapse>
    </Stack>
  );
}
