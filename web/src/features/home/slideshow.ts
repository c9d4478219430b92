/** Hero timing from the spec: a new slide every 8 seconds, cross-faded over 1 second. */
export const AUTO_ADVANCE_MS = 8000;
export const FADE_MS = 1000;

/** Why auto-advance is held: the shopper is pointing at it, working in it, or asked for less motion. */
export type PauseReason = "hover" | "focus" | "reduced-motion" | "user";

export interface SlideshowState {
  active: number;
  pausedBy: ReadonlySet<PauseReason>;
}

/** Any index, including -1 or count, brought into 0..count-1 so stepping wraps both ways. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** A horizontal swipe of at least `threshold` pixels steps one slide; shorter ones are taps. */
export function swipeStep(deltaX: number, threshold = 40): -1 | 0 | 1 {
  if (Math.abs(deltaX) < threshold) return 0;
  return deltaX < 0 ? 1 : -1;
}

export interface SlideshowController {
  next(): void;
  previous(): void;
  goTo(index: number): void;
  setPaused(reason: PauseReason, paused: boolean): void;
  state(): SlideshowState;
  dispose(): void;
}

/**
 * The slideshow's behaviour without React: which slide shows, and a single timer that moves on
 * after `intervalMs`. Every change of slide (automatic or by hand) starts a full interval again,
 * so a slide the shopper just chose is not swapped out a moment later.
 */
export function createSlideshowController(options: {
  slideCount: number;
  intervalMs?: number;
  onChange: (state: SlideshowState) => void;
}): SlideshowController {
  const { slideCount, intervalMs = AUTO_ADVANCE_MS, onChange } = options;
  let active = 0;
  let pausedBy = new Set<PauseReason>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  const state = (): SlideshowState => ({ active, pausedBy });

  function restartTimer() {
    clearTimeout(timer);
    timer = undefined;
    if (disposed || pausedBy.size > 0 || slideCount < 2) return;
    timer = setTimeout(() => show(active + 1), intervalMs);
  }

  function show(index: number) {
    if (disposed) return;
    active = wrapIndex(index, slideCount);
    restartTimer();
    onChange(state());
  }

  restartTimer();

  return {
    next: () => show(active + 1),
    previous: () => show(active - 1),
    goTo: (index) => show(index),
    setPaused(reason, paused) {
      if (disposed || pausedBy.has(reason) === paused) return;
      // A new set each time so React sees the change.
      pausedBy = new Set(pausedBy);
      if (paused) pausedBy.add(reason);
      else pausedBy.delete(reason);
      restartTimer();
      onChange(state());
    },
    state,
    dispose() {
      disposed = true;
      clearTimeout(timer);
    },
  };
}
