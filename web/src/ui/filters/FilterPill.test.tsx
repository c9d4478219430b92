// @vitest-environment jsdom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { renderInTheme } from "../render-in-theme.testing";
import { FilterPill } from "./FilterPill";

afterEach(cleanup);

it("shows the filter with a remove button that a keyboard reaches and a screen reader names", () => {
  const onRemove = vi.fn();
  renderInTheme(
    <FilterPill removeLabel="Remove filter Hoodies" onRemove={onRemove}>
      Hoodies
    </FilterPill>,
  );
  expect(screen.getByText("Hoodies")).toBeTruthy();
  const remove = screen.getByRole("button", { name: "Remove filter Hoodies" });
  // Unlike a pill inside an input, the button is in the tab order and not hidden.
  expect(remove.tabIndex).toBe(0);
  expect(remove.closest("[aria-hidden='true']")).toBeNull();
  act(() => remove.click());
  expect(onRemove).toHaveBeenCalledOnce();
});
