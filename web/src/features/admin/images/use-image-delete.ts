import type { RouterOutputs } from "@store/api/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { describeFailure } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { confirmDelete, notifyFailure, notifySuccess } from "../shared/feedback";
import { usageSentence } from "./image-usage";

type ImageUsage = RouterOutputs["images"]["usage"];

/**
 * Deleting an image (spec §5, §8): first asks where its address is still used, so the confirmation
 * can say what would lose its picture, then deletes after the staff member agrees.
 */
export function useImageDelete(onDeleted?: (name: string) => void) {
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.images.delete.mutationOptions({
      onSuccess: ({ name }) => {
        void queryClient.invalidateQueries({ queryKey: trpc.images.pathKey() });
        notifySuccess(`Image ${name} deleted.`);
        onDeleted?.(name);
      },
      onError: (error) => notifyFailure(describeFailure("Error deleting image", error)),
    }),
  );

  return async (name: string) => {
    let usage: ImageUsage;
    try {
      usage = await queryClient.fetchQuery({ ...trpc.images.usage.queryOptions({ name }), staleTime: 0 });
    } catch (error) {
      notifyFailure(describeFailure("Error deleting image", error));
      return;
    }
    const warning = usageSentence(usage);
    confirmDelete({
      title: `Delete ${name}`,
      question: `${warning ? `${warning} ` : ""}Are you sure you want to delete this image?`,
      onConfirm: () => void remove.mutateAsync({ name }).catch(() => undefined),
    });
  };
}
