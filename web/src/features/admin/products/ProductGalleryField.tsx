import { ActionIcon, Collapse, Group, Image, Input, Stack, Text } from "@mantine/core";
import { MAX_GALLERY } from "@store/api/contracts";
import { IconArrowUp, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { ImageLibraryPicker, LibraryToggle } from "./ImageLibraryPicker";

interface ProductGalleryFieldProps {
  value: string[];
  onChange: (urls: string[]) => void;
  error?: React.ReactNode;
}

/** The file name of a picture's address, which is how staff know a picture in the library. */
const fileName = (url: string) => decodeURIComponent(url.split(/[?#]/)[0]?.split("/").pop() ?? url);

/**
 * The pictures a product page shows after the main one: picked from the image library like the
 * main picture, shown in order with a thumbnail each; one can be moved up or removed. Picking one
 * already in the gallery changes nothing.
 */
export function ProductGalleryField({ value, onChange, error }: ProductGalleryFieldProps) {
  const [browsing, setBrowsing] = useState(false);
  const full = value.length >= MAX_GALLERY;
  const moveUp = (index: number) => {
    const next = [...value];
    const [moved] = next.splice(index, 1);
    if (moved !== undefined) next.splice(index - 1, 0, moved);
    onChange(next);
  };
  return (
    <Input.Wrapper
      label="Gallery pictures"
      description={`Shown after the main picture, in this order (up to ${MAX_GALLERY}).`}
      error={error}
    >
      <Stack gap="xs" mt={6}>
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            No gallery pictures: the product page shows the main picture only.
          </Text>
        ) : (
          <ol aria-label="Gallery pictures" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {value.map((url, index) => (
              <li key={url}>
                <Group gap="sm" wrap="nowrap" py={4}>
                  <Image src={url} alt="" w={56} h={42} fit="contain" radius="sm" />
                  <Text size="sm" style={{ flex: 1, minWidth: 0 }} truncate="end" title={url}>
                    {index + 1}. {fileName(url)}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    disabled={index === 0}
                    aria-label={`Move picture ${index + 1} earlier`}
                    onClick={() => moveUp(index)}
                  >
                    <IconArrowUp size={18} aria-hidden="true" />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove picture ${index + 1}`}
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                  >
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              </li>
            ))}
          </ol>
        )}
        <Group gap="xs">
          <LibraryToggle
            browsing={browsing}
            disabled={full && !browsing}
            onToggle={() => setBrowsing((open) => !open)}
          >
            {browsing ? "Hide Library" : full ? "Gallery is full" : "Add from Library"}
          </LibraryToggle>
        </Group>
        <Collapse expanded={browsing} keepMounted={false}>
          <ImageLibraryPicker
            selected={value}
            onPick={(url) => {
              if (!value.includes(url) && value.length < MAX_GALLERY) onChange([...value, url]);
              if (value.length + 1 >= MAX_GALLERY) setBrowsing(false);
            }}
          />
        </Collapse>
      </Stack>
    </Input.Wrapper>
  );
}
