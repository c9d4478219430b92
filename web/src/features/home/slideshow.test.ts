import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  AUTO_ADVANCE_MS,
  createSlideshowController,
  type SlideshowState,
  swipeStep,
  wrapIndex,
} from "./slideshow";

describe("wrapIndex", () => {
  it("wraps past either end", () => {
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(-4, 3)).toBe(2);
  });

  it("stays at 0 when there is nothing to show", () => {
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe("swipeStep", () => {
  it("steps forward on a left swipe and back on a right swipe", () => {
    expect(swipeStep(-80)).toBe(1);
    expect(swipeStep(80)).toBe(-1);
  });

  it("ignores movements shorter than the threshold", () => {
    expect(swipeStep(-39)).toBe(0);
    expect(swipeStep(12)).toBe(0);
  });
});

describe("createSlideshowController", () => {
  let changes: SlideshowState[];
  const make = () => createSlideshowController({ slideCount: 3, onChange: (state) => changes.push(state) });
  const activeAfter = (controller: ReturnType<typeof make>, ms: number) => {
    vi.advanceTimersByTime(ms);
    return controller.state().active;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    changes = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("advances every 8 seconds and wraps from the last slide to the first", () => {
    const controller = make();
    expect(controller.state().active).toBe(0);
    expect(activeAfter(controller, AUTO_ADVANCE_MS - 1)).toBe(0);
    expect(activeAfter(controller, 1)).toBe(1);
    expect(activeAfter(controller, AUTO_ADVANCE_MS)).toBe(2);
    expect(activeAfter(controller, AUTO_ADVANCE_MS)).toBe(0);
    expect(changes.map((c) => c.active)).toEqual([1, 2, 0]);
  });

  it("steps back from the first slide to the last, and forward from the last to the first", () => {
    const controller = make();
    controller.previous();
    expect(controller.state().active).toBe(2);
    controller.next();
    expect(controller.state().active).toBe(0);
  });

  it("jumps straight to a chosen slide", () => {
    const controller = make();
    controller.goTo(2);
    expect(controller.state().active).toBe(2);
  });

  it("gives a slide chosen by hand a full interval before moving on", () => {
    const controller = make();
    vi.advanceTimersByTime(6000);
    controller.next();
    expect(activeAfter(controller, AUTO_ADVANCE_MS - 1)).toBe(1);
    expect(activeAfter(controller, 1)).toBe(2);
  });

  it("holds still while any pause reason is set and resumes with a full interval", () => {
    const controller = make();
    controller.setPaused("hover", true);
    controller.setPaused("focus", true);
    expect(activeAfter(controller, AUTO_ADVANCE_MS * 3)).toBe(0);

    controller.setPaused("hover", false);
    expect(activeAfter(controller, AUTO_ADVANCE_MS * 2)).toBe(0);
    expect(controller.state().pausedBy.has("focus")).toBe(true);

    controller.setPaused("focus", false);
    expect(activeAfter(controller, AUTO_ADVANCE_MS - 1)).toBe(0);
    expect(activeAfter(controller, 1)).toBe(1);
  });

  it("still lets the shopper navigate while paused", () => {
    const controller = make();
    controller.setPaused("reduced-motion", true);
    controller.next();
    expect(controller.state().active).toBe(1);
    expect(activeAfter(controller, AUTO_ADVANCE_MS * 2)).toBe(1);
  });

  it("reports pause changes but not repeats of the same state", () => {
    const controller = make();
    controller.setPaused("user", true);
    controller.setPaused("user", true);
    expect(changes).toHaveLength(1);
    expect(changes[0]?.pausedBy.has("user")).toBe(true);
  });

  it("stops its timer when disposed", () => {
    const controller = make();
    controller.dispose();
    vi.advanceTimersByTime(AUTO_ADVANCE_MS * 2);
    expect(changes).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("never schedules a timer for a single slide", () => {
    createSlideshowController({ slideCount: 1, onChange: (state) => changes.push(state) });
    expect(vi.getTimerCount()).toBe(0);
  });
});
