// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, expect, it } from "vitest";
import { RadioCard, RadioCardDot, RadioCardGroup } from "./RadioCardGroup";

afterEach(cleanup);

function Turnaround({ disabled = false }: { disabled?: boolean }) {
  const [value, setValue] = useState("");
  return (
    <RadioCardGroup
      label="Turnaround"
      description="Rush starts once you approve."
      required
      error={value === "1 Week" ? "Too late" : undefined}
      value={value}
      onChange={setValue}
    >
      {["", "3-5 Days", "1 Week"].map((option) => (
        <RadioCard key={option} value={option} aria-label={option || "Standard"} disabled={disabled}>
          <RadioCardDot />
          <span>{option || "Standard"}</span>
        </RadioCard>
      ))}
    </RadioCardGroup>
  );
}

const card = (name: string) => screen.getByRole("radio", { name });

it("is a labelled, described radio group whose cards say which one is chosen", () => {
  render(<Turnaround />);
  const group = screen.getByRole("radiogroup", { name: "Turnaround" });
  expect(group.getAttribute("aria-describedby")).toBeTruthy();
  expect(card("Standard").getAttribute("aria-checked")).toBe("true");
  act(() => card("3-5 Days").click());
  expect(card("3-5 Days").getAttribute("aria-checked")).toBe("true");
  expect(card("Standard").getAttribute("aria-checked")).toBe("false");
});

it("moves the choice and the focus with the arrow keys, round the ends", () => {
  render(<Turnaround />);
  card("Standard").focus();
  act(() => fireEvent.keyDown(card("Standard"), { key: "ArrowRight" }));
  expect(card("3-5 Days").getAttribute("aria-checked")).toBe("true");
  expect(document.activeElement).toBe(card("3-5 Days"));
  act(() => fireEvent.keyDown(card("3-5 Days"), { key: "ArrowUp" }));
  act(() => fireEvent.keyDown(card("Standard"), { key: "ArrowLeft" }));
  expect(card("1 Week").getAttribute("aria-checked")).toBe("true");
  // The message describes the group once shown.
  expect(screen.getByText("Too late").id).toContain("-error");
});

it("takes no choice while its cards are disabled", () => {
  render(<Turnaround disabled />);
  act(() => fireEvent.click(card("1 Week")));
  expect(card("Standard").getAttribute("aria-checked")).toBe("true");
});
