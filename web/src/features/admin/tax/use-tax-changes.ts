import { useMutation, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../../lib/trpc";
import { notifySuccess } from "../shared/feedback";

/**
 * The changes staff make to the tax data; each asks for the screen's data again. Failures are the
 * dialogs' to show beside their fields.
 */
export function useTaxChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.taxData.get.queryKey() });
  const done = (message: string) => {
    void refresh();
    notifySuccess(message);
  };
  return {
    addRate: useMutation(
      trpc.taxData.addRate.mutationOptions({
        onSuccess: (place, rate) =>
          done(
            `${rate.jurisdiction} ${rate.rate_percent}% from ${rate.effective_from} was added to ${place.name}.`,
          ),
      }),
    ),
    confirmRate: useMutation(
      trpc.taxData.confirmRate.mutationOptions({
        onSuccess: (_, c) => done(`The rate is confirmed by ${c.confirmed_by}.`),
      }),
    ),
    addPlace: useMutation(
      trpc.taxData.addPlace.mutationOptions({ onSuccess: (place) => done(`${place.name} was added.`) }),
    ),
    addHoliday: useMutation(
      trpc.taxData.addHoliday.mutationOptions({ onSuccess: (h) => done(`${h.name} was added.`) }),
    ),
    setClothing: useMutation(
      trpc.taxData.setClothingCategories.mutationOptions({
        onSuccess: () => done("The clothing categories were saved."),
      }),
    ),
  };
}
