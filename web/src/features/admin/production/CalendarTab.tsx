import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  Badge,
  Button,
  Group,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import type { JobCard, WeekAnswer } from "@store/api/contracts";
import { type DecorationProcess, decorationProcesses, decorationProcessLabels } from "@store/db/catalogue";
import { IconCalendarEvent, IconChevronLeft, IconChevronRight, IconWand } from "@tabler/icons-react";
import { useState } from "react";
import { describeFailure, errorCode, serverMessage } from "../../../lib/api-errors";
import { AdminModal } from "../shared/AdminModal";
import { ErrorBox } from "../shared/ErrorBox";
import { notifyFailure } from "../shared/feedback";
import { useJobs, useProductionChanges, useWeek } from "./jobs-data";
import { addDays, formatDay, mondayOf, storeToday, unitWords } from "./production-words";
import { ReasonModal } from "./ReasonModal";

// The week by process (rows) × days (columns): each cell's load against its capacity, over capacity
// flagged, days off and blackouts shaded. A job is put on a day by dragging it onto its process's
// cell (keyboard too), or by "Schedule on…" with a date. The server refuses a day off or a full day
// unless an override with a reason is given; the refusal opens the reason dialog.

interface Placing {
  job: { id: string; label: string; process: DecorationProcess };
  day: string;
  refusal: string;
}

export function CalendarTab({ mayChange }: { mayChange: boolean }) {
  const [week, setWeek] = useState(() => mondayOf(storeToday()));
  const days = useWeek(week);
  const jobs = useJobs();
  const { schedule, plan } = useProductionChanges();
  const [placing, setPlacing] = useState<Placing | null>(null);
  const [asking, setAsking] = useState<JobCard | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );

  const place = (job: Placing["job"], day: string, reason?: string) =>
    schedule.mutate(
      { id: job.id, day, ...(reason ? { override: true, reason } : {}) },
      {
        onSuccess: () => {
          setPlacing(null);
          setAsking(null);
        },
        onError: (error) => {
          if (errorCode(error) === "CONFLICT") setPlacing({ job, day, refusal: serverMessage(error) ?? "" });
          else notifyFailure(describeFailure(`${job.label} was not scheduled`, error), "Not scheduled");
        },
      },
    );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const job = active.data.current as Placing["job"] | undefined;
    const [day, process] = String(over.id).split("|");
    if (!job || !day) return;
    if (process !== job.process) {
      notifyFailure(
        `${job.label} is ${decorationProcessLabels[job.process]}: drop it on that row.`,
        "Not scheduled",
      );
      return;
    }
    place(job, day);
  };

  const unscheduled = (jobs.data?.items ?? []).filter(
    (j) => j.scheduled_days.length === 0 && j.stage !== "ready",
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Button
            variant="default"
            onClick={() => setWeek(addDays(week, -7))}
            leftSection={<IconChevronLeft size={16} aria-hidden="true" />}
          >
            Previous week
          </Button>
          <Button variant="default" onClick={() => setWeek(mondayOf(storeToday()))}>
            This week
          </Button>
          <Button
            variant="default"
            onClick={() => setWeek(addDays(week, 7))}
            rightSection={<IconChevronRight size={16} aria-hidden="true" />}
          >
            Next week
          </Button>
        </Group>
        <Text fw={600} aria-live="polite">
          Week of {formatDay(week)}
        </Text>
        {mayChange && (
          <Button
            leftSection={<IconWand size={16} aria-hidden="true" />}
            loading={plan.isPending}
            onClick={() =>
              plan.mutate(
                {},
                {
                  onError: (e) =>
                    notifyFailure(describeFailure("The jobs were not planned", e), "Not planned"),
                },
              )
            }
          >
            Plan unscheduled jobs
          </Button>
        )}
      </Group>
      <DndContext sensors={sensors} onDragEnd={onDragEnd}>
        {mayChange && unscheduled.length > 0 && (
          <Paper withBorder p="sm" radius="md">
            <Text fw={600} mb="xs" id="unscheduled-heading">
              Not on the calendar yet
            </Text>
            <Group
              gap="xs"
              component="ul"
              aria-labelledby="unscheduled-heading"
              style={{ listStyle: "none", margin: 0, padding: 0 }}
            >
              {unscheduled.map((job) => (
                <li key={job.id}>
                  <JobChip
                    job={{ id: job.id, label: job.label, process: job.process }}
                    text={`${job.label} · ${decorationProcessLabels[job.process]} · ${unitWords(job.load, job.unit)}`}
                    late={job.late}
                    draggable
                    onSchedule={() => setAsking(job)}
                  />
                </li>
              ))}
            </Group>
          </Paper>
        )}
        {days.isError ? (
          <ErrorBox
            message={describeFailure("Error fetching the week", days.error)}
            retryLabel="Try Again"
            onRetry={() => void days.refetch()}
          />
        ) : days.data ? (
          <WeekGrid week={days.data} mayChange={mayChange} />
        ) : (
          <Skeleton h={320} radius="lg" aria-busy="true" aria-label="Loading the week" />
        )}
      </DndContext>
      <ScheduleOnModal
        job={asking}
        busy={schedule.isPending}
        onClose={() => setAsking(null)}
        onSchedule={(job, day) => place({ id: job.id, label: job.label, process: job.process }, day)}
      />
      <ReasonModal
        opened={placing !== null}
        title={placing ? `Put ${placing.job.label} on ${formatDay(placing.day)} anyway` : ""}
        refusal={placing?.refusal ?? null}
        confirmLabel="Override and schedule"
        busy={schedule.isPending}
        onClose={() => setPlacing(null)}
        onConfirm={(reason) => placing && place(placing.job, placing.day, reason)}
      />
    </Stack>
  );
}

function WeekGrid({ week, mayChange }: { week: WeekAnswer; mayChange: boolean }) {
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Table withTableBorder withColumnBorders miw={900} verticalSpacing="xs" layout="fixed">
        <Table.Caption>
          Loads against each process's daily capacity, week of {formatDay(week.week)}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={130}>
              Process
            </Table.Th>
            {week.days.map((d) => (
              <Table.Th scope="col" key={d.day}>
                {formatDay(d.day)}
                {d.blackout !== null ? (
                  <Text size="xs" c="dimmed">
                    Blackout: {d.blackout}
                  </Text>
                ) : !d.production_day ? (
                  <Text size="xs" c="dimmed">
                    Day off
                  </Text>
                ) : null}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {decorationProcesses.map((process) => (
            <Table.Tr key={process}>
              <Table.Th scope="row">{decorationProcessLabels[process]}</Table.Th>
              {week.days.map((d) => {
                const cell = d.processes.find((p) => p.process === process);
                if (!cell) return <Table.Td key={d.day} />;
                return (
                  <DayCell
                    key={d.day}
                    day={d.day}
                    off={!d.production_day}
                    cell={cell}
                    mayChange={mayChange}
                  />
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/** 96,000 → "96k": a stitch count that fits a chip. */
const compact = (n: number) =>
  n >= 10_000 ? `${Math.round(n / 1000).toLocaleString("en-US")}k` : n.toLocaleString("en-US");

type Cell = WeekAnswer["days"][number]["processes"][number];

function DayCell({
  day,
  off,
  cell,
  mayChange,
}: {
  day: string;
  off: boolean;
  cell: Cell;
  mayChange: boolean;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: `${day}|${cell.process}`, disabled: !mayChange });
  const shade = isOver
    ? "var(--mantine-primary-color-light)"
    : off
      ? "var(--mantine-color-default-hover)"
      : undefined;
  return (
    <Table.Td ref={setNodeRef} style={{ background: shade, verticalAlign: "top" }}>
      <Stack gap={4}>
        <Group gap={4} wrap="nowrap">
          <Text size="xs" fw={cell.over ? 700 : 400} c={cell.over ? "red" : undefined}>
            {cell.load.toLocaleString("en-US")} / {cell.capacity.toLocaleString("en-US")}
          </Text>
          {cell.over && (
            <Badge color="red" size="xs" variant="light">
              Over
            </Badge>
          )}
        </Group>
        {cell.jobs.map((job) => (
          <JobChip
            key={job.id}
            job={{ id: job.id, label: job.label, process: cell.process }}
            text={`${job.label} · ${compact(job.load)}`}
            title={`${job.title}${job.override_reason ? ` (override: ${job.override_reason})` : ""}`}
            late={job.late}
            draggable={mayChange}
            dragId={`${job.id}@${day}`}
          />
        ))}
      </Stack>
    </Table.Td>
  );
}

function JobChip({
  job,
  text,
  title,
  late,
  draggable,
  dragId,
  onSchedule,
}: {
  job: Placing["job"];
  text: string;
  title?: string;
  late: boolean;
  draggable: boolean;
  dragId?: string;
  onSchedule?: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform } = useDraggable({
    id: dragId ?? job.id,
    data: job,
    disabled: !draggable,
  });
  const style = transform
    ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`, zIndex: 10 }
    : undefined;
  return (
    <Group gap={4} wrap="nowrap">
      <Badge
        ref={setNodeRef}
        variant={late ? "filled" : "light"}
        color={late ? "red.9" : undefined}
        size="md"
        radius="sm"
        style={{ ...style, cursor: draggable ? "grab" : undefined, textTransform: "none" }}
        title={title}
        {...(draggable ? { ...attributes, ...listeners } : {})}
        aria-label={`${text}${late ? ", late" : ""}${title ? `, ${title}` : ""}`}
      >
        {text}
      </Badge>
      {onSchedule && (
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={onSchedule}
          leftSection={<IconCalendarEvent size={12} aria-hidden="true" />}
          aria-label={`Schedule ${job.label} on…`}
        >
          Schedule on…
        </Button>
      )}
    </Group>
  );
}

function ScheduleOnModal({
  job,
  busy,
  onClose,
  onSchedule,
}: {
  job: JobCard | null;
  busy: boolean;
  onClose: () => void;
  onSchedule: (job: JobCard, day: string) => void;
}) {
  const [day, setDay] = useState(storeToday());
  return (
    <AdminModal opened={job !== null} onClose={onClose} title={job ? `Schedule ${job.label} on a day` : ""}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (job && day) onSchedule(job, day);
        }}
      >
        <Stack gap="md">
          {job && (
            <Text size="sm">
              {job.title}: {unitWords(job.load, job.unit)} of {decorationProcessLabels[job.process]}, due{" "}
              {formatDay(job.due_on)}.
            </Text>
          )}
          <TextInput
            type="date"
            label="Day"
            required
            value={day}
            onChange={(e) => setDay(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} disabled={!day}>
              Schedule
            </Button>
          </Group>
        </Stack>
      </form>
    </AdminModal>
  );
}
