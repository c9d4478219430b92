import { Group, Select } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { describeFailure } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { type AuditEntity, type AuditSearch, useAuditList } from "../routing/audit-search";
import { ErrorBox } from "../shared/ErrorBox";
import { PageHeader } from "../shared/PageHeader";
import { AuditDetailsModal } from "./AuditDetailsModal";
import { type AuditEntry, AuditTable } from "./AuditTable";
import { entityOptions } from "./audit-labels";

const ALL = "all";
const kindOptions = [{ value: ALL, label: "All records" }, ...entityOptions];

/** Who changed what, newest first: read-only, since the changes themselves write the entries. */
export function AuditLogPage({
  search,
  onSearchChange,
}: {
  search: AuditSearch;
  onSearchChange: (patch: Partial<AuditSearch>) => void;
}) {
  const queryClient = useQueryClient();
  const list = useAuditList(search);
  const [viewing, setViewing] = useState<AuditEntry | null>(null);

  return (
    <>
      <PageHeader
        title="Audit Log"
        description="Every change staff made to products, images, content, orders and staff accounts."
      />
      <Group mb="sm" gap="sm">
        <Select
          aria-label="Kind of record"
          data={kindOptions}
          value={search.entity ?? ALL}
          onChange={(value) =>
            onSearchChange({
              entity: !value || value === ALL ? undefined : (value as AuditEntity),
              page: undefined,
            })
          }
          allowDeselect={false}
          w={{ base: "100%", sm: 200 }}
        />
      </Group>
      {list.isError && !list.data ? (
        <ErrorBox
          message={describeFailure("Error fetching the audit log", list.error)}
          retryLabel="Try Again"
          onRetry={() => void queryClient.invalidateQueries({ queryKey: trpc.audit.pathKey() })}
        />
      ) : (
        <AuditTable
          page={list.data}
          search={search}
          onSearchChange={onSearchChange}
          fetching={list.isFetching}
          onView={setViewing}
        />
      )}
      <AuditDetailsModal entry={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
