import {
  Button,
  Card,
  Group,
  Image,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from "@mantine/core";
import { IconCheck, IconLibraryPhoto, IconPhotoOff } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { describeFailure } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { EmptyState } from "../../layout/EmptyState";
import { ErrorBox } from "../shared/ErrorBox";
import { SearchBox } from "../shared/SearchBox";
import classes from "./ImageLibraryPicker.module.css";

// Small pages: the picker sits inside the product dialog, on phones too.
const PICKER_PAGE_SIZE = 12;
const PLACEHOLDERS = ["a", "b", "c", "d", "e", "f"];

/**
 * The image library inside the product dialog: search it, page through it, and click a picture to
 * use it. Newest first, because the picture just uploaded on the images screen is the likely pick.
 */
export function ImageLibraryPicker({
  selected,
  onPick,
}: {
  /** The address in use (the main picture), or those in use (a gallery's). */
  selected: string | readonly string[];
  onPick: (url: string) => void;
}) {
  const [search, setSearch] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...trpc.images.adminList.queryOptions({
      page,
      page_size: PICKER_PAGE_SIZE,
      search,
      sort: "created_at",
      dir: "desc",
    }),
    placeholderData: keepPreviousData,
  });
  const pages = Math.ceil((list.data?.total ?? 0) / PICKER_PAGE_SIZE);

  return (
    <Card withBorder radius="md" padding="sm">
      <Stack gap="sm">
        <SearchBox
          label="Search the image library"
          placeholder="Search images..."
          value={search}
          onChange={(next) => {
            setSearch(next);
            setPage(1);
          }}
        />
        {list.isError ? (
          <ErrorBox
            message={describeFailure("Error fetching images", list.error)}
            retryLabel="Try Again"
            onRetry={() => void list.refetch()}
          />
        ) : list.data === undefined ? (
          <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
            {PLACEHOLDERS.map((slot) => (
              <Skeleton key={slot} h={88} radius="md" />
            ))}
          </SimpleGrid>
        ) : list.data.items.length === 0 ? (
          <EmptyState icon={IconPhotoOff} title={search ? "No images found" : "No Images Yet"}>
            {search ? undefined : "Upload one with 'Upload New Image'."}
          </EmptyState>
        ) : (
          <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs" aria-label="Image library">
            {list.data.items.map((image) => {
              const chosen =
                typeof selected === "string" ? image.url === selected : selected.includes(image.url);
              return (
                <UnstyledButton
                  key={image.name}
                  className={classes.choice}
                  data-chosen={chosen || undefined}
                  aria-pressed={chosen}
                  aria-label={`Use ${image.name}`}
                  title={image.name}
                  onClick={() => onPick(image.url)}
                >
                  <Image src={image.url} alt="" h={72} fit="cover" radius="sm" loading="lazy" />
                  <Group gap={4} wrap="nowrap" mt={4}>
                    {chosen && <IconCheck size={14} aria-hidden="true" />}
                    <Text size="xs" truncate="end">
                      {image.name}
                    </Text>
                  </Group>
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        )}
        {pages > 1 && (
          <Group justify="center">
            <Pagination
              size="sm"
              total={pages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ "aria-label": `${control} page` })}
              getItemProps={(item) => ({ "aria-label": `Page ${item}` })}
            />
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** The button that shows or hides the library picker under a picture field. */
export function LibraryToggle({
  browsing,
  onToggle,
  disabled,
  children,
}: {
  browsing: boolean;
  onToggle: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconLibraryPhoto size={16} aria-hidden="true" />}
      aria-expanded={browsing}
      disabled={disabled}
      onClick={onToggle}
    >
      {children}
    </Button>
  );
}
