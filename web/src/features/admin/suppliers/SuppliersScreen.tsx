import { Button, Pagination, Skeleton, Stack, Table, Text } from "@mantine/core";
import type { SupplierDto } from "@store/api/contracts";
import { supplierFileFormatLabels } from "@store/db/catalogue";
import { IconPencil, IconPlus, IconTrash, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { describeFailure } from "../../../lib/api-errors";
import { RowActions } from "../list/RowActions";
import { adminScreens } from "../shared/admin-links";
import { ErrorBox } from "../shared/ErrorBox";
import { confirmDelete, notifyFailure } from "../shared/feedback";
import { PageHeader } from "../shared/PageHeader";
import { SearchBox } from "../shared/SearchBox";
import { ImportStylesModal } from "./ImportStylesModal";
import { SupplierFormModal } from "./SupplierFormModal";
import { SUPPLIERS_PAGE_SIZE, useSupplierChanges, useSuppliers } from "./suppliers-data";

/** The purchase-order file in a table cell's words; the full name is its title. */
const fileWords: Record<SupplierDto["file_format"], string> = {
  csv: "CSV",
  ss_json: "S&S JSON",
  sanmar_txt: "SanMar text",
};

/**
 * Suppliers (/admin/suppliers, issue 42): the wholesalers blank garments are bought from, each with
 * its rep, cut-off, lead days and purchase-order file, and its imported style list.
 */
export function SuppliersScreen() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState<string>();
  const list = useSuppliers(page, search);
  const changes = useSupplierChanges();
  const [editing, setEditing] = useState<SupplierDto | "new" | null>(null);
  const [importing, setImporting] = useState<SupplierDto | null>(null);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / SUPPLIERS_PAGE_SIZE));
  const rows = list.data?.items ?? [];

  const remove = (supplier: SupplierDto) =>
    confirmDelete({
      title: `Delete ${supplier.name}?`,
      question: `${supplier.name} and its style list (${supplier.styles} rows) will be deleted. A supplier that products are made from, or that has purchase orders, is kept.`,
      onConfirm: () =>
        changes.remove.mutate(
          { id: supplier.id },
          {
            onError: (error) =>
              notifyFailure(describeFailure("Error deleting the supplier", error), "Not deleted"),
          },
        ),
    });

  return (
    <>
      <PageHeader
        title={adminScreens.suppliers.label}
        description={adminScreens.suppliers.description}
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setEditing("new")}>
            Add supplier
          </Button>
        }
      />
      <Stack gap="md">
        <SearchBox
          value={search}
          onChange={(next) => {
            setSearch(next);
            setPage(1);
          }}
          placeholder="Search by name or account number"
          label="Search suppliers"
        />
        {list.data ? (
          rows.length === 0 ? (
            <Text>
              {search
                ? "No supplier matches that search."
                : "No supplier yet. Add the wholesalers you buy blanks from, then import their style lists."}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={820}>
              <Table striped verticalSpacing="sm" aria-label="Suppliers" aria-busy={list.isFetching}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Name</Table.Th>
                    <Table.Th scope="col">Account</Table.Th>
                    <Table.Th scope="col">Rep's e-mail</Table.Th>
                    <Table.Th scope="col">Cut-off</Table.Th>
                    <Table.Th scope="col">Lead days</Table.Th>
                    <Table.Th scope="col">File</Table.Th>
                    <Table.Th scope="col">Style list</Table.Th>
                    <Table.Th scope="col">Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((s) => (
                    <Table.Tr key={s.id}>
                      <Table.Th scope="row" fw={600}>
                        {s.name}
                        <Text size="xs" c="dimmed" fw={400}>
                          {s.blanks} product {s.blanks === 1 ? "size" : "sizes"} mapped
                        </Text>
                      </Table.Th>
                      <Table.Td>{s.account_number ?? "—"}</Table.Td>
                      <Table.Td>{s.rep_email ?? <Text c="dimmed">None</Text>}</Table.Td>
                      <Table.Td>{s.order_cutoff ?? "—"}</Table.Td>
                      <Table.Td>{s.lead_days}</Table.Td>
                      <Table.Td title={supplierFileFormatLabels[s.file_format]}>
                        {fileWords[s.file_format]}
                      </Table.Td>
                      <Table.Td>
                        {s.styles === 0 ? <Text c="dimmed">Not imported</Text> : `${s.styles} rows`}
                      </Table.Td>
                      <Table.Td>
                        <RowActions
                          actions={[
                            {
                              label: "Edit",
                              name: `Edit ${s.name}`,
                              icon: IconPencil,
                              onClick: () => setEditing(s),
                            },
                            {
                              label: "Import style list",
                              name: `Import style list for ${s.name}`,
                              icon: IconUpload,
                              onClick: () => setImporting(s),
                            },
                            {
                              label: "Delete",
                              name: `Delete ${s.name}`,
                              icon: IconTrash,
                              color: "red",
                              onClick: () => remove(s),
                            },
                          ]}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        ) : list.isError ? (
          <ErrorBox
            message={describeFailure("Error fetching the suppliers", list.error)}
            retryLabel="Try Again"
            onRetry={() => void list.refetch()}
          />
        ) : (
          <Skeleton h={240} radius="lg" aria-busy="true" aria-label="Loading the suppliers" />
        )}
        {pages > 1 && (
          <Pagination total={pages} value={page} onChange={setPage} aria-label="Pages of suppliers" />
        )}
      </Stack>
      <SupplierFormModal
        opened={editing !== null}
        supplier={editing === "new" ? null : editing}
        onClose={() => setEditing(null)}
        onSave={(values) =>
          editing && editing !== "new"
            ? changes.update.mutateAsync({ ...values, id: editing.id })
            : changes.create.mutateAsync(values)
        }
      />
      <ImportStylesModal
        supplier={importing}
        onClose={() => setImporting(null)}
        onImported={() => void changes.refresh()}
      />
    </>
  );
}
