import type { RouterOutputs } from "@store/api/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { serverMessage } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { notifyFailure, notifySuccess } from "../shared/feedback";
import type { ProductFormValues } from "./ProductFormModal";

type Product = RouterOutputs["products"]["adminList"]["items"][number];
type Page = RouterOutputs["products"]["adminList"];

/** Spec §8: '<prefix>: <server message>', or the generic text when no answer arrived. */
const failure = (prefix: string, generic: string, error: unknown) => {
  const message = serverMessage(error);
  return message ? `${prefix}: ${message}` : generic;
};

/**
 * Adds, edits and deletes (spec §4): a new product is placed first on the page on screen, an edit
 * replaces its row, a delete removes it; the tiles and the shop's list are asked again.
 */
export function useProductMutations() {
  const queryClient = useQueryClient();
  const listKey = trpc.products.adminList.queryKey();

  const changePages = (change: (page: Page) => Page) =>
    queryClient.setQueriesData<Page>({ queryKey: listKey }, (page) => (page ? change(page) : page));
  const refreshOthers = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.products.stats.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.audit.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.products.list.queryKey() });
    // Other pages and sorts are stale now; the one on screen keeps the spec's local change.
    void queryClient.invalidateQueries({ queryKey: listKey, refetchType: "none" });
  };

  const create = useMutation(
    trpc.products.create.mutationOptions({
      onSuccess: (product) => {
        changePages((page) => ({
          ...page,
          items: [product, ...page.items.filter((p) => p.id !== product.id)],
          total: page.total + 1,
        }));
        refreshOthers();
        notifySuccess(`${product.name} added.`);
      },
      onError: (error) => notifyFailure(failure("Error adding product", "Error saving product", error)),
    }),
  );

  const update = useMutation(
    trpc.products.update.mutationOptions({
      onSuccess: (product) => {
        changePages((page) => ({
          ...page,
          items: page.items.map((p) => (p.id === product.id ? product : p)),
        }));
        refreshOthers();
        notifySuccess(`${product.name} updated.`);
      },
      onError: (error) => notifyFailure(failure("Error updating product", "Error saving product", error)),
    }),
  );

  const remove = useMutation(
    trpc.products.delete.mutationOptions({
      onSuccess: ({ id }) => {
        changePages((page) => ({
          ...page,
          items: page.items.filter((p) => p.id !== id),
          total: Math.max(0, page.total - 1),
        }));
        refreshOthers();
        notifySuccess("Product deleted.");
      },
      onError: (error) => notifyFailure(failure("Error deleting product", "Error deleting product", error)),
    }),
  );

  return {
    save: (editing: Product | null, values: ProductFormValues) =>
      editing ? update.mutateAsync({ ...values, id: editing.id }) : create.mutateAsync(values),
    remove: (id: string) => remove.mutateAsync({ id }).catch(() => undefined),
  };
}
