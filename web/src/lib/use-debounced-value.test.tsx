// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { useDebouncedValue } from "./use-debounced-value";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it("gives the first value at once, and a new one only once it has held still for the wait", () => {
  const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
    initialProps: { value: "" },
  });
  expect(result.current).toBe("");

  rerender({ value: "ho" });
  act(() => vi.advanceTimersByTime(200));
  rerender({ value: "hood" });
  act(() => vi.advanceTimersByTime(200));
  expect(result.current).toBe("");

  act(() => vi.advanceTimersByTime(100));
  expect(result.current).toBe("hood");
});
