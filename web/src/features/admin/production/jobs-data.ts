import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../../lib/trpc";
import { notifySuccess } from "../shared/feedback";

// The board's, the calendar's and the settings' data: each read asked for by its tab, and every
// change asking the jobs and the calendar again (a stage move changes the board, a placement both).

/** The board: the open jobs, 200 at most (a shop's week of work is far fewer). */
export const useJobs = () => useQuery(trpc.productionJobs.list.queryOptions({ page: 1, page_size: 200 }));

export const useWeek = (week: string) => useQuery(trpc.productionCalendar.week.queryOptions({ week }));

export const useCalendarSettings = () => useQuery(trpc.productionCalendar.settings.queryOptions());

export function useProductionChanges() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.productionJobs.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.productionCalendar.pathKey() });
  };
  const done = (message: string) => {
    refresh();
    notifySuccess(message);
  };
  return {
    move: useMutation(
      trpc.productionJobs.move.mutationOptions({
        onSuccess: (job) => done(`${job.label} is now at ${job.stage.replace(/_/g, " ")}.`),
      }),
    ),
    schedule: useMutation(
      trpc.productionJobs.schedule.mutationOptions({
        onSuccess: (job) => done(`${job.label} is on ${job.days.map((d) => d.day).join(", ")}.`),
      }),
    ),
    create: useMutation(
      trpc.productionJobs.create.mutationOptions({
        onSuccess: (job) => done(`Added ${job.label}: ${job.title}.`),
      }),
    ),
    plan: useMutation(
      trpc.productionCalendar.plan.mutationOptions({
        onSuccess: ({ planned }) =>
          done(
            planned.length === 0
              ? "Every open job is already on the calendar."
              : `Planned ${planned.length} ${planned.length === 1 ? "job" : "jobs"}${
                  planned.some((p) => p.late)
                    ? `; late: ${planned
                        .filter((p) => p.late)
                        .map((p) => p.label)
                        .join(", ")}`
                    : ""
                }.`,
          ),
      }),
    ),
    updateSettings: useMutation(
      trpc.productionCalendar.updateSettings.mutationOptions({
        onSuccess: () => done("The calendar was saved."),
      }),
    ),
    addBlackout: useMutation(
      trpc.productionCalendar.addBlackout.mutationOptions({
        onSuccess: () => done("The blackout day was added."),
      }),
    ),
    removeBlackout: useMutation(
      trpc.productionCalendar.removeBlackout.mutationOptions({
        onSuccess: () => done("The day is a production day again."),
      }),
    ),
  };
}
