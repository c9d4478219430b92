// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { QuantityField } from "./QuantityField";

afterEach(cleanup);

describe("the product page's quantity field", () => {
  function Field({ start = 1 }: { start?: number }) {
    const [quantity, setQuantity] = useState(start);
    return (
      <QuantityField
        label="Quantity"
        min={1}
        max={99}
        value={quantity}
        onChange={setQuantity}
        widthRem={6.875}
      />
    );
  }
  const field = () => screen.getByRole("textbox", { name: "Quantity" }) as HTMLInputElement;
  const type = (text: string) => act(() => fireEvent.change(field(), { target: { value: text } }));

  it("takes a whole number in range and refuses a sign, a decimal, a letter or a number out of range", () => {
    render(<Field />);
    type("3");
    expect(field().value).toBe("3");
    for (const refused of ["150", "0", "-2", "2.5", "two"]) {
      type(refused);
      expect(field().value, refused).toBe("3");
    }
    type("");
    expect(field().value).toBe("1");
  });

  it("steps by one with the arrow keys and the buttons, within the range", () => {
    const { container } = render(<Field start={98} />);
    // The buttons are a pointer's shortcut: out of the tab order and hidden from screen readers,
    // whose users have the arrow keys.
    const [up, down] = container.querySelectorAll<HTMLButtonElement>("button");
    expect(up?.tabIndex).toBe(-1);
    expect(up?.getAttribute("aria-hidden")).toBe("true");
    expect(up?.disabled).toBe(false);
    act(() => fireEvent.keyDown(field(), { key: "ArrowUp" }));
    expect(field().value).toBe("99");
    act(() => fireEvent.keyDown(field(), { key: "ArrowUp" }));
    expect(field().value).toBe("99");
    expect(up?.disabled).toBe(true);
    act(() => down?.click());
    act(() => fireEvent.keyDown(field(), { key: "ArrowDown" }));
    expect(field().value).toBe("97");
  });
});
