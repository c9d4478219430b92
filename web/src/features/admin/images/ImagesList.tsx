import { Group, Image, SegmentedControl, Select, Text } from "@mantine/core";
import {
  type Icon,
  IconCalendarMonth,
  IconDatabase,
  IconLayoutGrid,
  IconList,
  IconPhoto,
  IconPhotoOff,
  IconPhotoPlus,
  IconRuler2,
} from "@tabler/icons-react";
import type { DataTableColumn } from "mantine-datatable";
import { useState } from "react";
import { dateColumn, WIDE } from "../list/cells";
import { defineAdminList, useListSearch } from "../list/define-admin-list";
import { actionsColumn } from "../list/RowActions";
import { adminScreens } from "../shared/admin-links";
import { formatBytes } from "../shared/format";
import { type ImageActionHandlers, ImageActions, type LibraryImage } from "./ImageActions";
import { ImageDetailsModal } from "./ImageDetailsModal";
import { ImageGrid } from "./ImageGrid";
import { type ImageSearch, type ImageSort, imagesData } from "./images-data";
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

const viewOption = (value: string, name: string, ViewIcon: Icon) => ({
  value,
  label: (
    <Group gap={6} wrap="nowrap">
      <ViewIcon size={16} aria-hidden="true" />
      {name}
    </Group>
  ),
});
const viewOptions = [viewOption("grid", "Grid", IconLayoutGrid), viewOption("list", "List", IconList)];

const empty = (search: ImageSearch) =>
  search.search
    ? { icon: IconPhotoOff, title: "No images found" }
    : { icon: IconPhotoPlus, title: "No Images Yet", text: "Upload your first image to get started" };

/**
 * Spec §2 list view: Preview, Name, Size, Upload Date, Actions. On a phone the table keeps
 * preview, name and actions; size and date are one tap away in View.
 */
const columns = (actions: ImageActionHandlers): DataTableColumn<LibraryImage>[] => [
  {
    accessor: "preview",
    title: "Preview",
    width: 72,
    render: (i) => <Image src={i.url} alt={i.name} w={48} h={48} radius="sm" fit="cover" loading="lazy" />,
  },
  {
    accessor: "name",
    title: "Name",
    sortable: true,
    render: (i) => (
      <Text size="sm" fw={600} truncate="end" maw={{ base: 120, sm: 360 }} title={i.name}>
        {i.name}
      </Text>
    ),
  },
  {
    accessor: "size",
    title: "Size",
    sortable: true,
    noWrap: true,
    visibleMediaQuery: WIDE,
    render: (i) => formatBytes(i.size),
  },
  dateColumn({ title: "Upload Date", noWrap: true, visibleMediaQuery: WIDE }),
  actionsColumn((i) => <ImageActions image={i} {...actions} />),
];

/** Spec §2 Admin Manage Images: tiles, uploads, search, a grid or a list, details and deletes. */
export const imagesList = defineAdminList({
  data: imagesData,
  screen: adminScreens.images,
  // Spec §2 Manage Images: Total Images, Storage Used, This Month, Avg. Size, counted by the database.
  tiles: (stats) => [
    { label: "Total Images", value: stats?.total_images, icon: IconPhoto, color: "navy" },
    {
      label: "Storage Used",
      value: stats && formatBytes(stats.storage_used),
      icon: IconDatabase,
      color: "teal",
    },
    { label: "This Month", value: stats?.this_month, icon: IconCalendarMonth, color: "yellow" },
    {
      label: "Avg. Size",
      value: stats && formatBytes(stats.average_size),
      icon: IconRuler2,
      color: "grape",
    },
  ],
  searchBox: { label: "Search images", placeholder: "Search images..." },
  table: { label: "Images", rowId: (image) => image.name, empty },
  failure: { prefix: "Error fetching images", retryLabel: "Retry" },
  useView: (search, page, emptyState) => {
    const { onSearchChange } = useListSearch(imagesData.read);
    const uploads = useImageUploads();
    const [viewing, setViewing] = useState<LibraryImage | null>(null);
    const askDelete = useImageDelete((name) => setViewing((open) => (open?.name === name ? null : open)));
    const handlers = { onView: setViewing, onDelete: (image: LibraryImage) => void askDelete(image.name) };
    return {
      columns: columns(handlers),
      actions: <UploadButton busy={uploads.busy} onFiles={(files) => void uploads.upload(files)} />,
      banner: (
        <UploadDropArea uploading={uploads.uploading} onFiles={(files) => void uploads.upload(files)} />
      ),
      toolbar: (
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
      ),
      body:
        search.view === "list" ? undefined : (
          <ImageGrid
            images={page.items}
            total={page.total ?? 0}
            search={search}
            onSearchChange={onSearchChange}
            emptyState={emptyState}
            {...handlers}
          />
        ),
      dialogs: (
        <ImageDetailsModal image={viewing} onClose={() => setViewing(null)} onDelete={handlers.onDelete} />
      ),
    };
  },
});
