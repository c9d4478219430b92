import { Image, Text } from "@mantine/core";
import type { DataTableColumn } from "mantine-datatable";
import type { ReactNode } from "react";
import type { ImageSearch, ImageSort } from "../routing/image-search";
import { formatBytes, formatDateTime } from "../shared/format";
import { ServerDataTable } from "../shared/ServerDataTable";
import { type ImageActionHandlers, ImageActions, type LibraryImage } from "./ImageActions";

// On a phone the table keeps preview, name and actions; size and date are one tap away in View.
const WIDE = "(min-width: 48em)";

type Row = LibraryImage & { id: string };

interface ImagesTableProps extends ImageActionHandlers {
  images: LibraryImage[] | undefined;
  total: number;
  search: ImageSearch;
  onSearchChange: (patch: Partial<ImageSearch>) => void;
  fetching: boolean;
  emptyState: ReactNode;
}

/** Spec §2 list view: Preview, Name, Size, Upload Date, Actions. */
export function ImagesTable({
  images,
  total,
  search,
  onSearchChange,
  fetching,
  emptyState,
  ...actions
}: ImagesTableProps) {
  const columns: DataTableColumn<Row>[] = [
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
    {
      accessor: "created_at",
      title: "Upload Date",
      sortable: true,
      noWrap: true,
      visibleMediaQuery: WIDE,
      render: (i) => formatDateTime(i.created_at),
    },
    {
      accessor: "actions",
      title: "Actions",
      textAlign: "right",
      render: (i) => <ImageActions image={i} {...actions} />,
    },
  ];
  return (
    <ServerDataTable<Row, ImageSort>
      label="Images"
      records={images?.map((i) => ({ ...i, id: i.name }))}
      columns={columns}
      total={total}
      search={search}
      defaultSort="created_at"
      onSearchChange={onSearchChange}
      fetching={fetching}
      emptyState={emptyState}
    />
  );
}
