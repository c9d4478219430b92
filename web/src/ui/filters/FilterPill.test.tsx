import { Pill } from "@mantine/core";
import { expect, it } from "vitest";
import { mantineMarkup as markup } from "../mantine-markup.testing";
import { FilterPill } from "./FilterPill";

it("draws Mantine's removable pill, its remove button reachable by keyboard and named", () => {
  const mantine = markup(
    <Pill
      size="md"
      withRemoveButton
      onRemove={() => {}}
      removeButtonProps={{ "aria-label": "Remove filter Hoodies" }}
    >
      Hoodies
    </Pill>,
  );
  const plain = markup(
    <FilterPill removeLabel="Remove filter Hoodies" onRemove={() => {}}>
      Hoodies
    </FilterPill>,
  );
  // The one difference, on purpose: Mantine keeps its button out of the tab order and unnamed.
  const hidden = / aria-hidden="true"(.*) tabindex="-1"/;
  expect(mantine).toMatch(hidden);
  expect(plain).toBe(mantine.replace(hidden, "$1"));
});
