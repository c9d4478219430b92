import { Button, Group, Select, Title } from "@mantine/core";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { trpc } from "../../../lib/trpc";
import { listInput } from "../list/list-search";
import { asDesignStatus, designStatusOptions } from "../proofs/design-status";
import { describeFailure } from "../routing/api-errors";
import { type ArtworkSearch, useArtworkList } from "../routing/artwork-search";
import { ErrorBox } from "../shared/ErrorBox";
import { PageHeader } from "../shared/PageHeader";
import { SearchBox } from "../shared/SearchBox";
import { ArtworkTable, type Submission } from "./ArtworkTable";
import { ArtworkTiles } from "./ArtworkTiles";
import { SubmissionDetailsModal } from "./SubmissionDetailsModal";

/** The CSV export of what the list shows (search and sort, every page). */
const exportHref = (search: ArtworkSearch) => {
  const { page: _p, page_size: _s, ...filter } = listInput(search);
  const query = new URLSearchParams(filter as Record<string, string>).toString();
  return `/api/custom-artwork-submissions/export${query ? `?${query}` : ""}`;
};

/** Spec §2 Admin Artwork Submissions: tiles, the requests a page at a time, and each in detail. */
export function ArtworkSubmissionsPage({
  search,
  onSearchChange,
}: {
  search: ArtworkSearch;
  onSearchChange: (patch: Partial<ArtworkSearch>) => void;
}) {
  const queryClient = useQueryClient();
  const list = useArtworkList(search);
  const [viewing, setViewing] = useState<Submission | null>(null);

  const retry = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.submissions.pathKey() });
  };

  return (
    <>
      <PageHeader
        title="Artwork Submissions"
        description="Custom artwork requests from the website, newest first, with their files."
        actions={
          <Button
            component="a"
            href={exportHref(search)}
            download
            variant="default"
            leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
          >
            Export CSV
          </Button>
        }
      />
      <ArtworkTiles />
      <Group mb="sm" gap="sm">
        <SearchBox
          label="Search submissions"
          placeholder="Search name, email, team or products..."
          value={search.search}
          onChange={(text) => onSearchChange({ search: text, page: undefined })}
        />
        <Select
          aria-label="Filter by status"
          placeholder="All statuses"
          data={designStatusOptions}
          value={search.status ?? null}
          onChange={(value) => onSearchChange({ status: asDesignStatus(value), page: undefined })}
          clearable
          w={{ base: "100%", sm: 200 }}
        />
      </Group>
      {list.isError && !list.data ? (
        <ErrorBox
          message={describeFailure("Error fetching submissions", list.error)}
          retryLabel="Try Again"
          onRetry={retry}
        />
      ) : (
        <section aria-labelledby="recent-submissions">
          <Title order={2} id="recent-submissions" fz="lg" mb="xs">
            Recent Submissions
          </Title>
          <ArtworkTable
            page={list.data}
            search={search}
            onSearchChange={onSearchChange}
            fetching={list.isFetching}
            onView={setViewing}
          />
        </section>
      )}
      <SubmissionDetailsModal submission={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
