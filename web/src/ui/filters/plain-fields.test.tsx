// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInTheme } from "../render-in-theme.testing";
import { NoMatches } from "./NoMatches";
import { PlainInputHint } from "./PlainInputWrapper";
import { RadioGroupField, RadioOption } from "./RadioGroupField";
import { SearchField } from "./SearchField";
import { SelectField } from "./SelectField";

// The list pages' own fields: what a visitor and a screen reader meet (labels, keys, the clear
// button, the empty state's way back). How they look is compared in screenshots (decision 073).

afterEach(cleanup);

describe("a list page's search box", () => {
  function Search() {
    const [value, setValue] = useState("");
    return (
      <SearchField
        label="Search products"
        placeholder="Jerseys..."
        maxLength={100}
        value={value}
        onChange={setValue}
      />
    );
  }
  const box = () => screen.getByRole("searchbox", { name: "Search products" }) as HTMLInputElement;

  it("is labelled, keeps its limit, and offers a named clear button once it holds text", () => {
    renderInTheme(<Search />);
    expect(box().maxLength).toBe(100);
    expect(screen.queryByRole("button", { name: "Clear search" })).toBeNull();
    act(() => fireEvent.change(box(), { target: { value: "hoodie" } }));
    expect(box().value).toBe("hoodie");
    act(() => screen.getByRole("button", { name: "Clear search" }).click());
    expect(box().value).toBe("");
    expect(screen.queryByRole("button", { name: "Clear search" })).toBeNull();
  });
});

describe("a list page's select", () => {
  const options = [
    { value: "name", label: "Name A-Z" },
    { value: "price-asc", label: "Price Low to High" },
  ] as const;

  it("is labelled, shows the chosen option, and passes on only its own values", () => {
    const onChange = vi.fn();
    renderInTheme(<SelectField label="Sort by" value="price-asc" options={options} onChange={onChange} />);
    const select = screen.getByRole("combobox", { name: "Sort by" }) as HTMLSelectElement;
    expect(select.value).toBe("price-asc");
    act(() => fireEvent.change(select, { target: { value: "name" } }));
    expect(onChange).toHaveBeenCalledWith("name");
  });
});

describe("a list page's radios", () => {
  function Categories() {
    const [value, setValue] = useState("all");
    return (
      <RadioGroupField label="Category" value={value} onChange={setValue}>
        <RadioOption value="all" label="All Products" />
        <RadioOption value="hoodies" label={<span>Hoodies (4)</span>} />
      </RadioGroupField>
    );
  }

  it("form one named group, each radio labelled, one chosen at a time", () => {
    renderInTheme(<Categories />);
    expect(screen.getByRole("radiogroup", { name: "Category" })).toBeTruthy();
    const all = screen.getByRole("radio", { name: "All Products" }) as HTMLInputElement;
    const hoodies = screen.getByRole("radio", { name: "Hoodies (4)" }) as HTMLInputElement;
    expect(all.checked).toBe(true);
    // One name: the browser's radio group moves the choice with the arrow keys.
    expect(all.name).toBe(hoodies.name);
    act(() => fireEvent.click(screen.getByText("Hoodies (4)")));
    expect(hoodies.checked).toBe(true);
    expect(all.checked).toBe(false);
  });
});

describe("a list's empty state", () => {
  it.each([2, 3] as const)("says so under a level-%s heading and offers the way back", (order) => {
    const onClear = vi.fn();
    renderInTheme(
      <NoMatches
        icon={<svg aria-hidden="true" />}
        title="No products found"
        titleOrder={order}
        description="Try adjusting your search"
        onClear={onClear}
      />,
    );
    expect(screen.getByRole("heading", { level: order, name: "No products found" })).toBeTruthy();
    expect(screen.getByText("Try adjusting your search")).toBeTruthy();
    act(() => screen.getByRole("button", { name: "Clear filters" }).click());
    expect(onClear).toHaveBeenCalledOnce();
  });
});

describe("a hint beside a field that is not an input", () => {
  it("keeps the caller's class and id, for the field it describes", () => {
    renderInTheme(
      <PlainInputHint kind="error" id="logo-error" className="x">
        Too big.
      </PlainInputHint>,
    );
    const hint = screen.getByText("Too big.");
    expect(hint.id).toBe("logo-error");
    expect(hint.classList.contains("x")).toBe(true);
  });
});
