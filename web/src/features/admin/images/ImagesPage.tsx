import { Group, SegmentedControl, Select, SimpleGrid, Skeleton, VisuallyHidden } from "@mantine/core";
import { IconLayoutGrid, IconList, IconPhotoOff, IconPhotoPlus } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { describeFailure } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { type ImageSearch, type ImageSort, useImageList } from "../routing/image-search";
import { EmptyState } from "../shared/EmptyState";
import { ErrorBox } from "../shared/ErrorBox";
import { PageHeader } from "../shared/PageHeader";
import { SearchBox } from "../shared/SearchBox";
import type { LibraryImage } from "./ImageActions";
import { ImageDetailsModal } from "./ImageDetailsModal";
import { ImageGrid } from "./ImageGrid";
import { ImagesTable } from "./ImagesTable";
import { ImageTiles } from "./ImageTiles";
import { UploadButton } from "./UploadButton";
import { UploadDropArea } from "./UploadDropArea";
import { useImageDelete } from "./use-image-delete";
import { useImageUploads } from "./use-image-uploads";

// The table sorts by its headers; the cards have no headers, so their order is picked here.
const gridSorts = [
  { value: "newest", label: "Newest first", sort: "created_at", dir: "desc" },
  { value: "oldest", label: "Oldest first", sort: "created_at", dir: "asc" },
  { value: "name", label: "Name A–Z", sort: "name", dir: "asc" },
  { value: "name-desc", label: "Name Z–A", sort: "name", dir: "desc" },
  { value: "largest", label: "Largest first", sort: "size", dir: "desc" },
  { value: "smallest", label: "Smallest first", sort: "size", dir: "asc" },
] as const satisfies readonly { value: string; label: string; sort: ImageSort; dir: "asc" | "desc" }[];

const gridSortValue = (search: ImageSearch) =>
  gridSorts.find((s) => s.sort === (search.sort ?? "created_at") && s.dir === (search.dir ?? "desc"))
    ?.value ?? "newest";

const PLACEHOLDER_CARDS = ["a", "b", "c", "d", "e", "f", "g", "h"];

const viewOptions = [
  {
    value: "grid",
    label: (
      <Group gap={6} wrap="nowrap">
        <IconLayoutGrid size={16} aria-hidden="true" />
        Grid
      </Group>
    ),
  },
  {
    value: "list",
    label: (
      <Group gap={6} wrap="nowrap">
        <IconList size={16} aria-hidden="true" />
        List
      </Group>
    ),
  },
];

/** Spec §2 Admin Manage Images: tiles, uploads, search, a grid or a list, details and deletes. */
export function ImagesPage({
  search,
  onSearchChange,
}: {
  search: ImageSearch;
  onSearchChange: (patch: Partial<ImageSearch>) => void;
}) {
  const queryClient = useQueryClient();
  const list = useImageList(search);
  const uploads = useImageUploads();
  const [viewing, setViewing] = useState<LibraryImage | null>(null);
  const askDelete = useImageDelete((name) => setViewing((open) => (open?.name === name ? null : open)));
  const handlers = { onView: setViewing, onDelete: (image: LibraryImage) => void askDelete(image.name) };

  const emptyState = search.search ? (
    <EmptyState icon={IconPhotoOff} title="No images found" />
  ) : (
    <EmptyState icon={IconPhotoPlus} title="No Images Yet">
      Upload your first image to get started
    </EmptyState>
  );

  const body = () => {
    if (list.isError && !list.data) {
      return (
        <ErrorBox
          message={describeFailure("Error fetching images", list.error)}
          retryLabel="Retry"
          onRetry={() => void queryClient.invalidateQueries({ queryKey: trpc.images.pathKey() })}
        />
      );
    }
    if (search.view === "list") {
      return (
        <ImagesTable
          images={list.data?.items}
          total={list.data?.total ?? 0}
          search={search}
          onSearchChange={onSearchChange}
          fetching={list.isFetching}
          emptyState={emptyState}
          {...handlers}
        />
      );
    }
    if (!list.data) {
      return (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4, xl: 5 }} aria-busy="true">
          <VisuallyHidden>Loading images</VisuallyHidden>
          {PLACEHOLDER_CARDS.map((slot) => (
            <Skeleton key={slot} h={230} radius="lg" />
          ))}
        </SimpleGrid>
      );
    }
    return (
      <ImageGrid
        images={list.data.items}
        total={list.data.total}
        search={search}
        onSearchChange={onSearchChange}
        emptyState={emptyState}
        {...handlers}
      />
    );
  };

  return (
    <>
      <PageHeader
        title="Manage Images"
        description="The image library: upload pictures for products and pages and copy their addresses."
        actions={<UploadButton busy={uploads.busy} onFiles={(files) => void uploads.upload(files)} />}
      />
      <ImageTiles />
      <UploadDropArea uploading={uploads.uploading} onFiles={(files) => void uploads.upload(files)} />
      <Group mb="sm" gap="sm" justify="space-between">
        <SearchBox
          label="Search images"
          placeholder="Search images..."
          value={search.search}
          onChange={(text) => onSearchChange({ search: text, page: undefined })}
        />
        <Group gap="sm" wrap="nowrap">
          {search.view !== "list" && (
            <Select
              aria-label="Sort images"
              data={gridSorts.map(({ value, label }) => ({ value, label }))}
              value={gridSortValue(search)}
              onChange={(value) => {
                const chosen = gridSorts.find((s) => s.value === value);
                if (chosen) onSearchChange({ sort: chosen.sort, dir: chosen.dir, page: undefined });
              }}
              allowDeselect={false}
              w={{ base: 150, sm: 170 }}
            />
          )}
          <SegmentedControl
            aria-label="View"
            data={viewOptions}
            value={search.view ?? "grid"}
            onChange={(value) => onSearchChange({ view: value === "list" ? "list" : undefined })}
          />
        </Group>
      </Group>
      {body()}
      <ImageDetailsModal image={viewing} onClose={() => setViewing(null)} onDelete={handlers.onDelete} />
    </>
  );
}
