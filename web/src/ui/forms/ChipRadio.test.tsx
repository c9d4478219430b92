// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, expect, it } from "vitest";
import { ChipRadio } from "./ChipRadio";

afterEach(cleanup);

function Sizes() {
  const [size, setSize] = useState("Adult M");
  return (
    <>
      {["Adult S", "Adult M", "Adult L"].map((value) => (
        <ChipRadio
          key={value}
          name="size"
          value={value}
          checked={size === value}
          disabled={value === "Adult S"}
          onChange={setSize}
        >
          {value}
          {value === "Adult S" && <span> sold out</span>}
        </ChipRadio>
      ))}
    </>
  );
}

const chip = (name: string | RegExp) => screen.getByRole("radio", { name }) as HTMLInputElement;

it("draws each size as a labelled radio of one group: one chosen, a sold-out one not choosable", () => {
  render(<Sizes />);
  expect(chip("Adult M").checked).toBe(true);
  expect(chip(/^Adult S\s*sold out/).disabled).toBe(true);
  // One name: the browser's radio group moves the choice with the arrow keys.
  expect(new Set(screen.getAllByRole("radio").map((r) => (r as HTMLInputElement).name))).toEqual(
    new Set(["size"]),
  );
  act(() => fireEvent.click(screen.getByText("Adult L")));
  expect(chip("Adult L").checked).toBe(true);
  expect(chip("Adult M").checked).toBe(false);
});
