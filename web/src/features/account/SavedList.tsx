import { Button, Group, SimpleGrid, Stack } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { type UseMutationResult, type UseQueryResult, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { serverMessage } from "../../lib/api-errors";
import { FailureAlert } from "../layout/FailureAlert";
import { ConfirmDelete } from "./ConfirmDelete";
import { SectionQuery } from "./SectionState";

export const NETWORK_FAILURE = "We could not reach the store. Check your connection and try again.";

/**
 * A tab of things the account saved (addresses, players): what it is for and its add button, the
 * cards in a grid (or what an empty list says), and "Delete …?" asked before one goes.
 */
export function SavedList<T extends { id: string }>({
  query,
  label,
  remove,
  intro,
  add,
  empty,
  card,
  confirm,
  children,
}: {
  query: UseQueryResult<T[], unknown>;
  /** The list's name in "Loading …" and "We could not load your …". */
  label: string;
  /** The delete, with its query's key to read again and the words of its failure. */
  remove: {
    mutation: UseMutationResult<unknown, unknown, { id: string }>;
    queryKey: readonly unknown[];
    failed: string;
  };
  /** What the list is for, beside its add button (`add`; none while adding). */
  intro: ReactNode;
  add?: { label: string; onClick: () => void };
  empty: ReactNode;
  card: (item: T, onDelete: () => void) => ReactNode;
  confirm: { title: (item: T | null) => string; text: ReactNode };
  /** What shows under the header (a form to add one). */
  children?: ReactNode;
}) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const queryClient = useQueryClient();
  const { mutation } = remove;
  const confirmDelete = (item: T) =>
    mutation.mutate(
      { id: item.id },
      {
        onSuccess: () => {
          setDeleting(null);
          void queryClient.invalidateQueries({ queryKey: remove.queryKey });
        },
      },
    );
  return (
    <Stack gap="md">
      <Group justify="space-between">
        {intro}
        {add && (
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={add.onClick}>
            {add.label}
          </Button>
        )}
      </Group>
      {children}
      {mutation.isError && (
        <FailureAlert title={remove.failed}>{serverMessage(mutation.error) ?? NETWORK_FAILURE}</FailureAlert>
      )}
      <SectionQuery query={query} label={label}>
        {(list) =>
          list.length === 0 ? (
            empty
          ) : (
            <SimpleGrid
              cols={{ base: 1, sm: 2 }}
              spacing="sm"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: "none" }}
            >
              {list.map((item) => (
                <li key={item.id}>{card(item, () => setDeleting(item))}</li>
              ))}
            </SimpleGrid>
          )
        }
      </SectionQuery>
      <ConfirmDelete
        opened={deleting !== null}
        title={confirm.title(deleting)}
        busy={mutation.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
      >
        {confirm.text}
      </ConfirmDelete>
    </Stack>
  );
}

/** A saved thing's "Delete" button, named for a screen reader by what it deletes. */
export function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconTrash size={14} aria-hidden="true" />}
      onClick={onClick}
      aria-label={`Delete ${name}`}
    >
      Delete
    </Button>
  );
}
