// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { SelectBoxField } from "./SelectBoxField";

afterEach(cleanup);

const options = [
  { value: "", label: "Choose a sport", disabled: true },
  { value: "soccer", label: "Soccer" },
  { value: "baseball", label: "Baseball" },
];

it("is a labelled, required choice whose prompt cannot be chosen, described by its message", () => {
  const onChange = vi.fn();
  render(
    <SelectBoxField
      label="Sport"
      name="sport"
      required
      options={options}
      value=""
      onChange={onChange}
      error="Choose the team's sport."
    />,
  );
  const select = screen.getByRole("combobox", { name: "Sport" }) as HTMLSelectElement;
  expect(select.required).toBe(true);
  expect(select.name).toBe("sport");
  expect((screen.getByRole("option", { name: "Choose a sport" }) as HTMLOptionElement).disabled).toBe(true);
  expect(select.getAttribute("aria-invalid")).toBe("true");
  expect(document.getElementById(select.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
    "Choose the team's sport.",
  );
  act(() => fireEvent.change(select, { target: { value: "soccer" } }));
  expect(onChange).toHaveBeenCalledOnce();
});
