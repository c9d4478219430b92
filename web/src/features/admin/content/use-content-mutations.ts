import { useMutation, useQueryClient } from "@tanstack/react-query";
import { describeFailure } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { notifyFailure, notifySuccess } from "../shared/feedback";

/** Saves and deletes of content items (spec §4: the list is reloaded after each; §8 messages). */
export function useContentMutations() {
  const queryClient = useQueryClient();
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.content.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.audit.pathKey() }),
    ]);

  const create = useMutation(
    trpc.content.create.mutationOptions({
      onSuccess: (item) => {
        void reload();
        notifySuccess(`Added ${item.page_name} / ${item.section_name} / ${item.content_key}.`);
      },
    }),
  );
  const update = useMutation(
    trpc.content.update.mutationOptions({
      onSuccess: (item) => {
        void reload();
        notifySuccess(`Saved ${item.page_name} / ${item.section_name} / ${item.content_key}.`);
      },
    }),
  );
  const remove = useMutation(
    trpc.content.delete.mutationOptions({
      onSuccess: () => {
        void reload();
        notifySuccess("Content item deleted.");
      },
      onError: (error) => notifyFailure(describeFailure("Error deleting content", error)),
    }),
  );
  return { create, update, remove };
}
