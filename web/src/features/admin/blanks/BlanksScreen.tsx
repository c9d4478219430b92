import {
  Button,
  Group,
  Pagination,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from "@mantine/core";
import type { MappingState } from "@store/api/contracts";
import { useState } from "react";
import { describeFailure } from "../../../lib/api-errors";
import { adminScreens } from "../shared/admin-links";
import { ErrorBox } from "../shared/ErrorBox";
import { PageHeader } from "../shared/PageHeader";
import { SearchBox } from "../shared/SearchBox";
import { useSupplierChoices } from "../suppliers/suppliers-data";
import { BlankMappingModal } from "./BlankMappingModal";
import classes from "./blanks.module.css";
import { BLANKS_PAGE_SIZE, useBlankList } from "./blanks-data";

const stateWords: Record<MappingState, { label: string }> = {
  unmapped: { label: "Not mapped" },
  partly: { label: "Partly mapped" },
  mapped: { label: "Mapped" },
};

const stateChoices = [
  { value: "unmapped", label: "Not mapped" },
  { value: "partly", label: "Partly" },
  { value: "mapped", label: "Mapped" },
  { value: "all", label: "All" },
];

/**
 * Blanks (/admin/blanks, issue 42): what each product is made from. Products not mapped come first,
 * so staff fix them before a purchase order needs them.
 */
export function BlanksScreen() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState<string>();
  const [state, setState] = useState<MappingState | "all">("unmapped");
  const [supplierId, setSupplierId] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const suppliers = useSupplierChoices();
  const list = useBlankList({
    page,
    search,
    state: state === "all" ? undefined : state,
    supplier_id: supplierId ?? undefined,
  });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / BLANKS_PAGE_SIZE));
  const rows = list.data?.items ?? [];

  return (
    <>
      <PageHeader title={adminScreens.blanks.label} description={adminScreens.blanks.description} />
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SegmentedControl
            aria-label="Which products"
            data={stateChoices}
            value={state}
            onChange={(next) => {
              setState(next as MappingState | "all");
              setPage(1);
            }}
          />
          <Select
            label="Supplier"
            placeholder="Any supplier"
            data={(suppliers.data ?? []).map(({ value, label }) => ({ value, label }))}
            value={supplierId}
            onChange={(next) => {
              setSupplierId(next);
              setPage(1);
            }}
            clearable
            w={{ base: "100%", xs: 220 }}
          />
          <div style={{ flex: "1 1 220px" }}>
            <SearchBox
              value={search}
              onChange={(next) => {
                setSearch(next);
                setPage(1);
              }}
              placeholder="Search products"
              label="Search products"
            />
          </div>
        </Group>
        {list.data ? (
          rows.length === 0 ? (
            <Text>
              {state === "unmapped" && !search && !supplierId
                ? "Every product is mapped to a supplier's blank."
                : "No product matches."}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={340}>
              <Table
                striped
                verticalSpacing="sm"
                aria-label="Products and their blanks"
                aria-busy={list.isFetching}
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Product</Table.Th>
                    <Table.Th scope="col">State</Table.Th>
                    <Table.Th scope="col" visibleFrom="sm">
                      Made from
                    </Table.Th>
                    <Table.Th scope="col">
                      <VisuallyHidden>Action</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((p) => (
                    <Table.Tr key={p.id}>
                      <Table.Th scope="row" fw={600}>
                        {p.name}
                        <Text size="xs" c="dimmed" fw={400}>
                          {p.mapped} of {p.sizes} {p.sizes === 1 ? "size" : "sizes"} mapped
                        </Text>
                      </Table.Th>
                      <Table.Td style={{ whiteSpace: "nowrap" }}>
                        <Text component="span" size="sm" fw={700} className={classes[p.state]}>
                          {stateWords[p.state].label}
                        </Text>
                      </Table.Td>
                      <Table.Td visibleFrom="sm">
                        {p.supplier ? (
                          `${p.supplier.name} · ${p.style_number ?? ""} ${p.color_name ?? ""}`
                        ) : (
                          <Text c="dimmed">—</Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant={p.state === "mapped" ? "default" : "filled"}
                          onClick={() => setOpen(p.id)}
                          aria-label={`${p.state === "mapped" ? "Edit blanks of" : "Map"} ${p.name}`}
                        >
                          {p.state === "mapped" ? "Edit" : "Map"}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        ) : list.isError ? (
          <ErrorBox
            message={describeFailure("Error fetching the products", list.error)}
            retryLabel="Try Again"
            onRetry={() => void list.refetch()}
          />
        ) : (
          <Skeleton h={240} radius="lg" aria-busy="true" aria-label="Loading the products" />
        )}
        {pages > 1 && (
          <Pagination total={pages} value={page} onChange={setPage} aria-label="Pages of products" />
        )}
      </Stack>
      <BlankMappingModal productId={open} onClose={() => setOpen(null)} />
    </>
  );
}
