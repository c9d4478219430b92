import {
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Menu,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import type { JobCard } from "@store/api/contracts";
import { decorationProcessLabels, type JobStage, jobStageLabels, jobStages } from "@store/db/catalogue";
import { IconAlertTriangle, IconChevronDown, IconGripVertical, IconPackageOff } from "@tabler/icons-react";
import { useState } from "react";
import { describeFailure, errorCode, serverMessage } from "../../../lib/api-errors";
import { ErrorBox } from "../shared/ErrorBox";
import { notifyFailure } from "../shared/feedback";
import { useJobs, useProductionChanges } from "./jobs-data";
import { formatDay, unitWords } from "./production-words";
import { ReasonModal } from "./ReasonModal";

// The board (decision 090): a column per stage, a card per job. A card moves by dragging it (mouse,
// touch, or the keyboard: focus it, Space to lift, arrows, Space to drop), or by its "Move to…"
// menu, the plain path for keyboards and screen readers. Ready with goods short asks for a reason.

interface Pending {
  job: JobCard;
  stage: JobStage;
  refusal: string | null;
}

export function BoardTab({ mayChange }: { mayChange: boolean }) {
  const jobs = useJobs();
  const { move } = useProductionChanges();
  const [pending, setPending] = useState<Pending | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnSteps }),
  );

  const moveTo = (job: JobCard, stage: JobStage, shortReason?: string) => {
    if (job.stage === stage) return;
    if (stage === "ready" && job.goods_short && !shortReason) {
      setPending({ job, stage, refusal: `${job.label}'s goods are short. Say why it is ready anyway.` });
      return;
    }
    move.mutate(
      { id: job.id, stage, ...(shortReason ? { short_reason: shortReason } : {}) },
      {
        onSuccess: () => setPending(null),
        onError: (error) => {
          if (errorCode(error) === "CONFLICT" && stage === "ready")
            setPending({ job, stage, refusal: serverMessage(error) ?? null });
          else notifyFailure(describeFailure(`${job.label} was not moved`, error), "Not moved");
        },
      },
    );
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const job = jobs.data?.items.find((j) => j.id === active.id);
    if (job && over) moveTo(job, over.id as JobStage);
  };

  if (jobs.isError)
    return (
      <ErrorBox
        message={describeFailure("Error fetching the jobs", jobs.error)}
        retryLabel="Try Again"
        onRetry={() => void jobs.refetch()}
      />
    );
  if (!jobs.data) return <Skeleton h={320} radius="lg" aria-busy="true" aria-label="Loading the board" />;

  const columns = jobStages.map((stage) => ({
    stage,
    jobs: jobs.data.items.filter((j) => j.stage === stage),
  }));
  return (
    <>
      {jobs.data.items.length === 0 && (
        <Text mb="md">No production jobs yet. Add one from a batch on the Batches tab.</Text>
      )}
      <DndContext
        sensors={sensors}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements: {
            onDragStart: ({ active }) => `Picked up job ${labelOf(jobs.data.items, active.id)}.`,
            onDragOver: ({ active, over }) =>
              over
                ? `Job ${labelOf(jobs.data.items, active.id)} is over ${jobStageLabels[over.id as JobStage]}.`
                : "",
            onDragEnd: ({ active, over }) =>
              over
                ? `Job ${labelOf(jobs.data.items, active.id)} was dropped on ${jobStageLabels[over.id as JobStage]}.`
                : "The job was put back.",
            onDragCancel: () => "Moving the job was cancelled.",
          },
        }}
      >
        {/* A grid, not a sideways scroll: every column is in reach of the pointer and the keyboard. */}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 6 }} spacing="sm">
          {columns.map((column) => (
            <StageColumn key={column.stage} stage={column.stage} count={column.jobs.length}>
              {column.jobs.map((job) => (
                <JobCardView
                  key={job.id}
                  job={job}
                  mayChange={mayChange}
                  onMove={(stage) => moveTo(job, stage)}
                />
              ))}
            </StageColumn>
          ))}
        </SimpleGrid>
      </DndContext>
      <ReasonModal
        opened={pending !== null}
        title={pending ? `Mark ${pending.job.label} ready with goods short` : ""}
        refusal={pending?.refusal ?? null}
        confirmLabel="Mark ready"
        busy={move.isPending}
        onClose={() => setPending(null)}
        onConfirm={(reason) => pending && moveTo(pending.job, pending.stage, reason)}
      />
    </>
  );
}

/**
 * The keyboard moves a lifted card one stage per arrow (right and down: the next stage; left and
 * up: the one before), wherever the columns are drawn: it jumps to the target column's corner.
 */
const columnSteps: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const delta = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.code];
  if (!delta) return undefined;
  event.preventDefault();
  const at = (context.over?.id ?? context.active?.data.current?.stage) as JobStage | undefined;
  const from = at ? jobStages.indexOf(at) : -1;
  const to = jobStages[from + delta];
  const here = at ? context.droppableRects.get(at) : undefined;
  const there = to ? context.droppableRects.get(to) : undefined;
  if (!here || !there) return currentCoordinates;
  return { x: currentCoordinates.x + there.left - here.left, y: currentCoordinates.y + there.top - here.top };
};

const labelOf = (jobs: JobCard[], id: string | number) => jobs.find((j) => j.id === id)?.label ?? String(id);

function StageColumn({
  stage,
  count,
  children,
}: {
  stage: JobStage;
  count: number;
  children: React.ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  return (
    <Card
      ref={setNodeRef}
      withBorder
      radius="md"
      padding="sm"
      bg={isOver ? "var(--mantine-primary-color-light)" : "var(--mantine-color-body)"}
      component="section"
      aria-labelledby={`stage-${stage}`}
      data-stage-column={stage}
    >
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="md" id={`stage-${stage}`}>
          {jobStageLabels[stage]}
        </Title>
        <Badge variant="light" aria-label={`${count} ${count === 1 ? "job" : "jobs"}`}>
          {count}
        </Badge>
      </Group>
      <Stack gap="xs" mih={80}>
        {children}
      </Stack>
    </Card>
  );
}

function JobCardView({
  job,
  mayChange,
  onMove,
}: {
  job: JobCard;
  mayChange: boolean;
  onMove: (stage: JobStage) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: job.id,
    data: { stage: job.stage },
    disabled: !mayChange,
  });
  const style = transform
    ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`, zIndex: 10 }
    : undefined;
  const words = `${job.label} ${job.title}, ${decorationProcessLabels[job.process]}, ${job.pieces} pieces, due ${formatDay(job.due_on)}${job.late ? ", late" : ""}${job.goods_short ? ", goods short" : ""}`;
  return (
    <Card
      ref={setNodeRef}
      withBorder
      radius="sm"
      padding="xs"
      style={{ ...style, opacity: isDragging ? 0.7 : 1 }}
      component="article"
      aria-label={words}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={4} wrap="nowrap">
            {mayChange && (
              // The handle lifts the card: Space or Enter, then the arrow keys, Space to drop.
              <ActionIcon
                ref={setActivatorNodeRef}
                variant="subtle"
                color="gray"
                size="sm"
                style={{ cursor: "grab", touchAction: "none" }}
                {...attributes}
                {...listeners}
                aria-roledescription="Draggable job"
                aria-label={`Drag ${words}`}
              >
                <IconGripVertical size={14} aria-hidden="true" />
              </ActionIcon>
            )}
            <Text fw={700} size="sm">
              {job.label}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {decorationProcessLabels[job.process]}
          </Text>
        </Group>
        <Text size="sm" lineClamp={2}>
          {job.title}
        </Text>
        <Text size="xs">
          {job.pieces} pieces{job.unit === "stitches" ? ` · ${unitWords(job.load, "stitches")}` : ""}
        </Text>
        {job.sizes && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {job.sizes}
          </Text>
        )}
        <Text size="xs">Due {formatDay(job.due_on)}</Text>
        <Group gap={4}>
          {job.late && (
            <Badge
              color="red.9"
              variant="filled"
              size="sm"
              leftSection={<IconAlertTriangle size={12} aria-hidden="true" />}
            >
              Late
            </Badge>
          )}
          {job.goods_short && (
            <Badge
              color="yellow.4"
              c="black"
              variant="filled"
              size="sm"
              leftSection={<IconPackageOff size={12} aria-hidden="true" />}
            >
              Goods short
            </Badge>
          )}
          {job.scheduled_days.length === 0 && job.stage !== "ready" && (
            <Badge color="gray" variant="light" size="sm">
              Not scheduled
            </Badge>
          )}
        </Group>
        {mayChange && (
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <Button
                size="compact-xs"
                variant="subtle"
                rightSection={<IconChevronDown size={12} aria-hidden="true" />}
                aria-label={`Move ${job.label} to…`}
              >
                Move to…
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {jobStages
                .filter((s) => s !== job.stage)
                .map((stage) => (
                  <Menu.Item key={stage} onClick={() => onMove(stage)}>
                    {jobStageLabels[stage]}
                  </Menu.Item>
                ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </Stack>
    </Card>
  );
}
