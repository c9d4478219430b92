import { MantineProvider } from "@mantine/core";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { theme } from "../lib/theme";

const TAG = /<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*(\/?)>/g;
const ATTRIBUTE = /[^\s=>/]+(?:="[^"]*")?/g;

/**
 * For the tests of the parts that draw Mantine's markup without Mantine's code (decision 062): the
 * HTML a node renders inside the app's MantineProvider, so a part and the Mantine component it stands
 * for can be compared. Attribute order means nothing to a browser or a style sheet, so each tag's
 * attributes are sorted and a list of ids is spaced once; React's generated ids differ between two trees, so they are numbered in order.
 */
export function mantineMarkup(node: ReactNode) {
  const html = renderToStaticMarkup(<MantineProvider theme={theme}>{node}</MantineProvider>);
  const ids = new Map<string, string>();
  return (
    html
      .replace(/_R_[0-9a-zA-Z]+_/g, (id) => {
        if (!ids.has(id)) ids.set(id, `id${ids.size}`);
        return ids.get(id) as string;
      })
      .replace(/<style[^>]*>.*?<\/style>/gs, "")
      // A list of ids reads the same however many spaces part them (Mantine leaves two).
      .replace(
        /aria-describedby="([^"]*)"/g,
        (_all, ids: string) => `aria-describedby="${ids.trim().split(/\s+/).join(" ")}"`,
      )
      .replace(TAG, (_tag, name: string, attributes: string, close: string) => {
        const sorted = (attributes.match(ATTRIBUTE) ?? []).sort();
        return `<${[name, ...sorted].join(" ")}${close}>`;
      })
  );
}
