// @vitest-environment jsdom
import { NumberInput } from "@mantine/core";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { mantineMarkup as markup } from "../mantine-markup.testing";
import { QuantityField } from "./QuantityField";

afterEach(cleanup);

describe("the product page's quantity field", () => {
  // It draws Mantine's NumberInput markup without Mantine's code, so Mantine's styles dress it alike.
  it.each([
    ["at the lowest", 1, false],
    ["in the middle", 5, false],
    ["at the highest", 99, false],
    ["disabled", 1, true],
  ])("draws Mantine's NumberInput markup %s", (_case, value, disabled) => {
    const mantine = (
      <NumberInput
        label="Quantity"
        min={1}
        max={99}
        clampBehavior="strict"
        allowDecimal={false}
        allowNegative={false}
        value={value}
        onChange={() => {}}
        disabled={disabled}
        w={110}
        size="lg"
        styles={{ label: { fontSize: "var(--mantine-font-size-sm)", fontWeight: 700 } }}
      />
    );
    const plain = (
      <QuantityField
        label="Quantity"
        min={1}
        max={99}
        value={value}
        onChange={() => {}}
        disabled={disabled}
        widthRem={6.875}
      />
    );
    expect(markup(plain)).toBe(markup(mantine));
  });

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

  it("takes a whole number in range and refuses what Mantine's strict field refuses", () => {
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
    act(() => fireEvent.keyDown(field(), { key: "ArrowUp" }));
    expect(field().value).toBe("99");
    act(() => fireEvent.keyDown(field(), { key: "ArrowUp" }));
    expect(field().value).toBe("99");
    const down = container.querySelector<HTMLButtonElement>('[data-direction="down"]');
    act(() => down?.click());
    act(() => fireEvent.keyDown(field(), { key: "ArrowDown" }));
    expect(field().value).toBe("97");
  });
});
