import { Card, Group, Image, Pagination, SimpleGrid, Stack, Text } from "@mantine/core";
import { DEFAULT_PAGE_SIZE } from "@store/api/contracts";
import type { ReactNode } from "react";
import { formatBytes, formatDateTime } from "../shared/format";
import { type ImageActionHandlers, ImageActions, type LibraryImage } from "./ImageActions";
import type { ImageSearch } from "./images-data";

interface ImageGridProps extends ImageActionHandlers {
  images: LibraryImage[];
  total: number;
  search: ImageSearch;
  onSearchChange: (patch: Partial<ImageSearch>) => void;
  emptyState: ReactNode;
}

/** Spec §2 grid view: a card per image with thumbnail, name, size, date and its actions. */
export function ImageGrid({ images, total, search, onSearchChange, emptyState, ...actions }: ImageGridProps) {
  if (images.length === 0)
    return (
      <Card withBorder radius="lg">
        {emptyState}
      </Card>
    );
  const pages = Math.ceil(total / (search.page_size ?? DEFAULT_PAGE_SIZE));
  return (
    <Stack gap="md">
      <SimpleGrid
        cols={{ base: 2, sm: 3, md: 4, xl: 5 }}
        spacing={{ base: "sm", sm: "md" }}
        aria-label="Images"
      >
        {images.map((image) => (
          <Card key={image.name} withBorder radius="lg" padding="xs" data-testid="image-card">
            <Card.Section>
              <Image
                src={image.url}
                alt={image.name}
                h={140}
                fit="cover"
                loading="lazy"
                style={{ cursor: "zoom-in" }}
                onClick={() => actions.onView(image)}
              />
            </Card.Section>
            <Text size="sm" fw={600} mt="xs" truncate="end" title={image.name}>
              {image.name}
            </Text>
            <Text size="xs" c="dimmed">
              {formatBytes(image.size)}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(image.created_at)}
            </Text>
            <ImageActions image={image} {...actions} />
          </Card>
        ))}
      </SimpleGrid>
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={search.page ?? 1}
            onChange={(page) => onSearchChange({ page: page === 1 ? undefined : page })}
            getControlProps={(control) => ({ "aria-label": `${control} page` })}
            getItemProps={(page) => ({ "aria-label": `Page ${page}` })}
          />
        </Group>
      )}
    </Stack>
  );
}
