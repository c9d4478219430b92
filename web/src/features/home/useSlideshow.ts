import { useReducedMotion } from "@mantine/hooks";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  createSlideshowController,
  type PauseReason,
  type SlideshowController,
  type SlideshowState,
} from "./slideshow";

export interface Slideshow {
  active: number;
  /** Auto-advance is held for any reason (hover, focus, reduced motion or the pause button). */
  isPaused: boolean;
  /** The shopper (or their reduced-motion setting) stopped rotation; hover and focus do not count. */
  isStopped: boolean;
  next(): void;
  previous(): void;
  goTo(index: number): void;
  setPaused(reason: PauseReason, paused: boolean): void;
  /** The pause/play button: play clears both the user's pause and the reduced-motion hold. */
  toggleRotation(): void;
}

const initialState: SlideshowState = { active: 0, pausedBy: new Set() };

/** React binding for the slideshow controller; the timing rules live in ./slideshow. */
export function useSlideshow(slideCount: number): Slideshow {
  const [state, setState] = useState<SlideshowState>(initialState);
  const controllerRef = useRef<SlideshowController | null>(null);
  const reducedMotion = useReducedMotion();
  const reducedMotionRef = useRef(reducedMotion);
  reducedMotionRef.current = reducedMotion;

  useEffect(() => {
    const controller = createSlideshowController({ slideCount, onChange: setState });
    controllerRef.current = controller;
    controller.setPaused("reduced-motion", reducedMotionRef.current);
    setState(controller.state());
    return () => {
      controller.dispose();
      controllerRef.current = null;
    };
  }, [slideCount]);

  useEffect(() => {
    controllerRef.current?.setPaused("reduced-motion", reducedMotion);
  }, [reducedMotion]);

  const next = useCallback(() => controllerRef.current?.next(), []);
  const previous = useCallback(() => controllerRef.current?.previous(), []);
  const goTo = useCallback((index: number) => controllerRef.current?.goTo(index), []);
  const setPaused = useCallback(
    (reason: PauseReason, paused: boolean) => controllerRef.current?.setPaused(reason, paused),
    [],
  );

  const isStopped = state.pausedBy.has("user") || state.pausedBy.has("reduced-motion");
  const toggleRotation = useCallback(() => {
    const controller = controllerRef.current;
    if (!controller) return;
    if (isStopped) {
      controller.setPaused("user", false);
      controller.setPaused("reduced-motion", false);
    } else {
      controller.setPaused("user", true);
    }
  }, [isStopped]);

  return {
    active: state.active,
    isPaused: state.pausedBy.size > 0,
    isStopped,
    next,
    previous,
    goTo,
    setPaused,
    toggleRotation,
  };
}
