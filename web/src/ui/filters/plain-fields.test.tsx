import {
  Button,
  CloseButton,
  EmptyState,
  Input,
  NativeSelect,
  Paper,
  Radio,
  Stack,
  TextInput,
} from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { describe, expect, it } from "vitest";
import { mantineMarkup as markup } from "../mantine-markup.testing";
import { NoMatches } from "./NoMatches";
import { PlainInputHint } from "./PlainInputWrapper";
import { RadioGroupField, RadioOption } from "./RadioGroupField";
import { SearchField } from "./SearchField";
import { SelectField } from "./SelectField";

// The list pages' fields draw Mantine's markup without Mantine's code: each must render exactly what
// the Mantine component it stands for renders, so Mantine's style sheet (and any upgrade of it) dresses
// them the same. React's generated ids differ between the two trees; they are numbered in order.

const noop = () => {};

describe("a search box", () => {
  const mantine = (value: string, bold: boolean, size: "sm" | "md") => (
    <TextInput
      className="box"
      size={size}
      label="Search products"
      placeholder="Jerseys, hoodies, caps..."
      maxLength={100}
      type="search"
      value={value}
      onChange={noop}
      leftSection={<IconSearch size={size === "sm" ? 16 : 18} aria-hidden="true" />}
      rightSection={value ? <CloseButton size="sm" aria-label="Clear search" onClick={noop} /> : null}
      styles={bold ? { label: { fontWeight: 600 } } : undefined}
    />
  );
  const plain = (value: string, bold: boolean, size: "sm" | "md") => (
    <SearchField
      className="box"
      size={size}
      label="Search products"
      placeholder="Jerseys, hoodies, caps..."
      maxLength={100}
      value={value}
      onChange={noop}
      boldLabel={bold}
    />
  );

  it.each([
    ["empty", "", false, "sm"],
    ["holding text, with its clear button", "hoodie", false, "sm"],
    ["with a bold label", "", true, "sm"],
    ["at the results page's size, holding text", "hoodie", false, "md"],
  ] as const)("draws Mantine's TextInput markup when %s", (_case, value, bold, size) => {
    expect(markup(plain(value, bold, size))).toBe(markup(mantine(value, bold, size)));
  });
});

describe("a list page's select", () => {
  const options = [
    { value: "name", label: "Name A-Z" },
    { value: "price-asc", label: "Price Low to High" },
  ];
  it.each([false, true])("draws Mantine's NativeSelect markup (bold label: %s)", (bold) => {
    const mantine = (
      <NativeSelect
        className="sort"
        label="Sort by"
        value="price-asc"
        data={options}
        onChange={noop}
        styles={bold ? { label: { fontWeight: 600 } } : undefined}
      />
    );
    const plain = (
      <SelectField
        className="sort"
        label="Sort by"
        value="price-asc"
        options={options}
        onChange={noop}
        boldLabel={bold}
      />
    );
    expect(markup(plain)).toBe(markup(mantine));
  });
});

describe("a list page's radios", () => {
  it("draw Mantine's Radio.Group markup, the chosen one checked", () => {
    const mantine = (
      <Radio.Group
        label="Category"
        value="hoodies"
        onChange={noop}
        styles={{ label: { fontWeight: 600, marginBottom: 8 } }}
      >
        <Stack gap={10}>
          <Radio value="all" label="All Products" />
          <Radio value="hoodies" label={<span>Hoodies (4)</span>} />
        </Stack>
      </Radio.Group>
    );
    const plain = (
      <RadioGroupField label="Category" value="hoodies" onChange={noop}>
        <Stack gap={10}>
          <RadioOption value="all" label="All Products" />
          <RadioOption value="hoodies" label={<span>Hoodies (4)</span>} />
        </Stack>
      </RadioGroupField>
    );
    expect(markup(plain)).toBe(markup(mantine));
  });
});

describe("a list's empty state", () => {
  it.each([2, 3] as const)("draws Mantine's EmptyState markup (title level %s)", (order) => {
    const mantine = (
      <Paper withBorder radius="md" py={48} px="md">
        <EmptyState variant="light" icon={<svg aria-hidden="true" />}>
          <EmptyState.Title order={order} className="heading">
            No products found
          </EmptyState.Title>
          <EmptyState.Description>Try adjusting your search</EmptyState.Description>
          <EmptyState.Actions>
            <Button variant="outline" onClick={noop}>
              Clear filters
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    );
    const plain = (
      <NoMatches
        icon={<svg aria-hidden="true" />}
        title="No products found"
        titleOrder={order}
        titleClassName="heading"
        description="Try adjusting your search"
        onClear={noop}
      />
    );
    expect(markup(plain)).toBe(markup(mantine));
  });
});

describe("a hint beside a field that is not an input", () => {
  it("draws Mantine's Input.Description and Input.Error markup", () => {
    expect(
      markup(
        <PlainInputHint kind="description" className="d">
          Your logo.
        </PlainInputHint>,
      ),
    ).toBe(markup(<Input.Description className="d">Your logo.</Input.Description>));
    expect(
      markup(
        <PlainInputHint kind="error" id="e" className="x">
          Too big.
        </PlainInputHint>,
      ),
    ).toBe(
      markup(
        <Input.Error id="e" className="x">
          Too big.
        </Input.Error>,
      ),
    );
  });
});
