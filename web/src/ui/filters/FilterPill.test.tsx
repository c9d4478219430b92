import { MantineProvider, Pill } from "@mantine/core";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { theme } from "../../lib/theme";
import { FilterPill } from "./FilterPill";

const markup = (node: ReactNode) =>
  renderToStaticMarkup(<MantineProvider theme={theme}>{node}</MantineProvider>);

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
  expect(mantine).toContain(' tabindex="-1" aria-hidden="true"');
  expect(plain).toBe(mantine.replace(' tabindex="-1" aria-hidden="true"', ""));
});
