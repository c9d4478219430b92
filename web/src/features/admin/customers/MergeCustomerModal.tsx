import { Alert, Button, Group, Radio, Select, Skeleton, Stack, Text } from "@mantine/core";
import type { CustomerDetail } from "@store/api/contracts";
import { IconAlertTriangle } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { describeFailure } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { AdminModal } from "../shared/AdminModal";
import { notifySuccess } from "../shared/feedback";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const label = (c: { name: string | null; email: string }) => (c.name ? `${c.name} (${c.email})` : c.email);

/** What a merge moves from the record merged away, in words staff confirm. */
export function whatMoves(from: CustomerDetail): string {
  return [
    plural(from.orders, "order"),
    plural(from.requests.length, "quote or artwork request", "quotes and artwork requests"),
    plural(from.saved_players, "saved player"),
    plural(from.saved_addresses, "saved address", "saved addresses"),
  ].join(", ");
}

/**
 * "Merge with another record…": staff find the other record by name or e-mail, choose which one
 * stays, read what moves, and confirm. The server does it in one transaction (decision 052).
 */
export function MergeCustomerModal({ customer, onClose }: { customer: CustomerDetail; onClose: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const search = useDebouncedValue(text.trim(), 250);
  const [otherId, setOtherId] = useState<string | null>(null);
  const [keep, setKeep] = useState<"this" | "other">("this");
  const [failure, setFailure] = useState<string>();

  const found = useQuery({
    ...trpc.customers.list.queryOptions({
      search: search || undefined,
      sort: "name",
      dir: "asc",
      page_size: 20,
    }),
    placeholderData: keepPreviousData,
  });
  const choices = (found.data?.items ?? [])
    .filter((c) => c.id !== customer.id)
    .map((c) => ({ value: c.id, label: label(c) }));
  const other = useQuery({
    ...trpc.customers.get.queryOptions({ id: otherId ?? "" }),
    enabled: otherId !== null,
  });

  const merge = useMutation(
    trpc.customers.merge.mutationOptions({
      onSuccess: (kept) => {
        queryClient.setQueryData(trpc.customers.get.queryKey({ id: kept.id }), kept);
        void queryClient.invalidateQueries({ queryKey: trpc.customers.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.audit.pathKey() });
        notifySuccess(`Records merged: ${kept.email} is the one kept.`);
        onClose();
        if (kept.id !== customer.id) void navigate({ to: "/admin/customers/$id", params: { id: kept.id } });
      },
      onError: (error) => setFailure(describeFailure("The records were not merged", error)),
    }),
  );

  const picked = other.data;
  const [kept, gone] = picked
    ? keep === "this"
      ? [customer, picked]
      : [picked, customer]
    : [undefined, undefined];

  return (
    <AdminModal opened onClose={onClose} title="Merge with another record" size="lg">
      <Stack gap="md">
        <Text size="sm">
          Use this when one person has two records (two e-mail addresses). Find the other record by name or
          e-mail.
        </Text>
        <Select
          label="The other record"
          placeholder="Type a name or email..."
          searchable
          searchValue={text}
          onSearchChange={setText}
          // The server searches; every record it found is offered.
          filter={({ options }) => options}
          data={choices}
          value={otherId}
          onChange={(value) => {
            setOtherId(value);
            setFailure(undefined);
          }}
          nothingFoundMessage={found.isFetching ? "Searching..." : "No other record matches."}
          clearable
        />
        {otherId && !picked && !other.isError && <Skeleton h={80} />}
        {other.isError && (
          <Alert color="red">{describeFailure("The other record could not be read", other.error)}</Alert>
        )}
        {picked && kept && gone && (
          <>
            <Radio.Group
              label="Which record stays?"
              value={keep}
              onChange={(value) => setKeep(value === "other" ? "other" : "this")}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="this" label={`This one: ${customer.email}`} />
                <Radio value="other" label={`The other: ${picked.email}`} />
              </Stack>
            </Radio.Group>
            <Alert color="red" icon={<IconAlertTriangle aria-hidden="true" />} title="What moves">
              <Text size="sm">
                From {gone.email} to {kept.email}: {whatMoves(gone)}.
              </Text>
              <Text size="sm" mt="xs">
                {gone.email} is signed out everywhere, and signing in or ordering with it reaches {kept.email}{" "}
                from now on. A merge cannot be undone.
              </Text>
            </Alert>
          </>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red.9"
            disabled={!kept || !gone}
            loading={merge.isPending}
            onClick={() => kept && gone && merge.mutate({ keep_id: kept.id, merge_id: gone.id })}
          >
            Merge records
          </Button>
        </Group>
      </Stack>
    </AdminModal>
  );
}
