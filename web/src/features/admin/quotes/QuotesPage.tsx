import { Group, Select } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { describeFailure } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { asDesignStatus, designStatusOptions } from "../../design-records/design-status";
import { type QuoteSearch, useQuoteList } from "../routing/quote-search";
import { ErrorBox } from "../shared/ErrorBox";
import { PageHeader } from "../shared/PageHeader";
import { SearchBox } from "../shared/SearchBox";
import { QuotesTable } from "./QuotesTable";
import { QuoteTiles } from "./QuoteTiles";

/** Team quotes: tiles, the requests a page at a time, filtered by status; each opens on its own page. */
export function QuotesPage({
  search,
  onSearchChange,
}: {
  search: QuoteSearch;
  onSearchChange: (patch: Partial<QuoteSearch>) => void;
}) {
  const queryClient = useQueryClient();
  const list = useQuoteList(search);
  return (
    <>
      <PageHeader
        title="Team Quotes"
        description="Quote requests from coaches: price them, send proofs and turn approved ones into orders."
      />
      <QuoteTiles />
      <Group mb="sm" gap="sm">
        <SearchBox
          label="Search quotes"
          placeholder="Search team, contact, email or quote number..."
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
          message={describeFailure("Error fetching quotes", list.error)}
          retryLabel="Try Again"
          onRetry={() => void queryClient.invalidateQueries({ queryKey: trpc.quotes.pathKey() })}
        />
      ) : (
        <QuotesTable
          page={list.data}
          search={search}
          onSearchChange={onSearchChange}
          fetching={list.isFetching}
        />
      )}
    </>
  );
}
