import { useMutation, useQueryClient } from "@tanstack/react-query";
import { describeFailure } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { notifyFailure, notifySuccess, notifyWarning } from "../shared/feedback";

interface Saved {
  page_name: string;
  section_name: string;
  content_key: string;
  site_use: { shown: boolean; note: string };
}

/**
 * "Added home / hero / x." and what the site does with it (the server's words): a plain success when
 * the site shows it, a warning that stays when the site does not read that address or type.
 */
function notifySaved(verb: "Added" | "Saved", item: Saved) {
  const address = `${item.page_name} / ${item.section_name} / ${item.content_key}`;
  if (item.site_use.shown) notifySuccess(`${verb} ${address}. ${item.site_use.note}`);
  else notifyWarning(`${item.site_use.note}`, `${verb} ${address}, but the site does not show it`);
}

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
        notifySaved("Added", item);
      },
    }),
  );
  const update = useMutation(
    trpc.content.update.mutationOptions({
      onSuccess: (item) => {
        void reload();
        notifySaved("Saved", item);
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
