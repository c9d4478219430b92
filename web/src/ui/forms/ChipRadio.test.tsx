import { Chip, Group, MantineProvider } from "@mantine/core";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { theme } from "../../lib/theme";
import { ChipRadio } from "./ChipRadio";

// Mantine passes the chip's `radius` on to its input as an attribute, which does nothing: the
// comparison leaves it out. React's generated ids are numbered in order.
function markup(node: ReactNode) {
  const html = renderToStaticMarkup(<MantineProvider theme={theme}>{node}</MantineProvider>).replaceAll(
    ' radius="sm"',
    "",
  );
  const ids = new Map<string, string>();
  return html.replace(/_R_[0-9a-zA-Z]+_/g, (id) => {
    if (!ids.has(id)) ids.set(id, `id${ids.size}`);
    return ids.get(id) as string;
  });
}

it("draws Mantine's outlined radio chips: one sold out, one chosen, one free", () => {
  const mantine = (
    <Chip.Group multiple={false} value="Adult M" onChange={() => {}}>
      <Group gap={8}>
        <Chip value="Adult S" radius="sm" variant="outline" name="size" disabled>
          Adult S<span className="note"> sold out</span>
        </Chip>
        <Chip value="Adult M" radius="sm" variant="outline" name="size">
          Adult M
        </Chip>
        <Chip value="Adult L" radius="sm" variant="outline" name="size">
          Adult L
        </Chip>
      </Group>
    </Chip.Group>
  );
  const plain = (
    <Group gap={8}>
      <ChipRadio name="size" value="Adult S" checked={false} disabled onChange={() => {}}>
        Adult S<span className="note"> sold out</span>
      </ChipRadio>
      <ChipRadio name="size" value="Adult M" checked onChange={() => {}}>
        Adult M
      </ChipRadio>
      <ChipRadio name="size" value="Adult L" checked={false} onChange={() => {}}>
        Adult L
      </ChipRadio>
    </Group>
  );
  expect(markup(plain)).toBe(markup(mantine));
});
