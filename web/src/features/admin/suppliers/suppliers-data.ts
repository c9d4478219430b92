import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../../lib/trpc";
import { notifySuccess } from "../shared/feedback";

export const SUPPLIERS_PAGE_SIZE = 25;

/** A page of suppliers, by name unless sorted otherwise, searched by the server. */
export const useSuppliers = (page: number, search: string | undefined) =>
  useQuery({
    ...trpc.suppliers.list.queryOptions({
      page,
      page_size: SUPPLIERS_PAGE_SIZE,
      search,
      sort: "name",
      dir: "asc",
    }),
    placeholderData: keepPreviousData,
  });

/** Every supplier's name, for the Blanks screen's pickers (a shop has a handful). */
export const useSupplierChoices = () =>
  useQuery({
    ...trpc.suppliers.list.queryOptions({ page: 1, page_size: 100, sort: "name", dir: "asc" }),
    select: (page) => page.items.map((s) => ({ value: s.id, label: s.name, styles: s.styles })),
  });

/** Add, change and delete; each asks for the list again. Refusals are the forms' to show. */
export function useSupplierChanges() {
  const queryClient = useQueryClient();
  const done = (message: string) => {
    void queryClient.invalidateQueries({ queryKey: trpc.suppliers.list.queryKey() });
    notifySuccess(message);
  };
  return {
    create: useMutation(
      trpc.suppliers.create.mutationOptions({ onSuccess: (s) => done(`${s.name} was added.`) }),
    ),
    update: useMutation(
      trpc.suppliers.update.mutationOptions({ onSuccess: (s) => done(`${s.name} was saved.`) }),
    ),
    remove: useMutation(
      trpc.suppliers.delete.mutationOptions({ onSuccess: () => done("The supplier was deleted.") }),
    ),
    /** After an import the counts on the list change. */
    refresh: () => queryClient.invalidateQueries({ queryKey: trpc.suppliers.list.queryKey() }),
  };
}
