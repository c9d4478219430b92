import postcss, { type AtRule, type ChildNode, type Container } from "postcss";

/** One rule of the sheet, in order, with the at-rules around it (`@layer mantine`, `@media ...`). */
interface Piece {
  wrappers: string[];
  text: string;
  /** Per selector of the rule, the classes it needs; null for a piece always kept. */
  needs: string[][] | null;
}

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
/** Classes inside these only narrow or widen a match: a rule is never dropped for them. */
const FUNCTIONAL = /:(?:not|where|is|has)\(/g;
/** At-rules kept whole: what they hold is not matched against the page's classes. */
const WHOLE = /^(?:-\w+-)?(?:keyframes|property|counter-style|page)$/i;

/**
 * A stylesheet that a drawn page carries inline, cut to the rules the page can use (issue 24: "the
 * CSS a page needs inline"). A rule stays when one of its selectors names only classes the page's
 * HTML contains, or no class at all (variables, the baseline, element rules); the rest arrives with
 * the whole sheet when the visitor first acts (web/src/styles/mantine-all.ts). Parsed once; cutting
 * is a pass over the rules.
 *
 * Its web fonts (`@font-face`) are kept apart, never in the cut: a drawn page asks for them after its
 * first paint (decision 094), so a phone's first round trips go to the page and its first picture.
 */
export class PrunedStylesheet {
  private readonly pieces: Piece[] = [];
  /** The sheet's `@font-face` rules, as written. */
  readonly fontFaces: string[] = [];

  constructor(css: string) {
    this.collect(postcss.parse(css), []);
  }

  private collect(container: Container, wrappers: string[]) {
    container.each((node: ChildNode) => {
      if (node.type === "atrule" && node.name.toLowerCase() === "font-face") {
        this.fontFaces.push(node.toString());
      } else if (node.type === "rule") {
        this.pieces.push({ wrappers, text: node.toString(), needs: node.selectors.map(classesNeeded) });
      } else if (node.type === "atrule" && node.nodes && !WHOLE.test(node.name)) {
        this.collect(node, [...wrappers, opening(node)]);
      } else if (node.type !== "comment") {
        this.pieces.push({ wrappers, text: node.toString(), needs: null });
      }
    });
  }

  /** The sheet with only the rules that can match an element with these classes. */
  cut(classes: ReadonlySet<string>): string {
    const out: string[] = [];
    let open: string[] = [];
    for (const piece of this.pieces) {
      const kept =
        piece.needs === null || piece.needs.some((needs) => needs.every((name) => classes.has(name)));
      if (!kept) continue;
      let same = 0;
      while (same < open.length && same < piece.wrappers.length && open[same] === piece.wrappers[same])
        same++;
      out.push("}".repeat(open.length - same), ...piece.wrappers.slice(same).map((w) => `${w}{`), piece.text);
      open = piece.wrappers;
    }
    out.push("}".repeat(open.length));
    return out.join("");
  }
}

function opening(node: AtRule): string {
  return `@${node.name}${node.params ? ` ${node.params}` : ""}`;
}

/** The classes a selector needs the element (or its ancestors) to carry. */
function classesNeeded(selector: string): string[] {
  return [...withoutFunctional(selector).matchAll(CLASS)].map((match) => match[1] ?? "");
}

/** The selector without the insides of :not(), :where(), :is() and :has(), brackets balanced. */
function withoutFunctional(selector: string): string {
  let out = "";
  let from = 0;
  for (const match of selector.matchAll(FUNCTIONAL)) {
    if (match.index < from) continue;
    out += selector.slice(from, match.index);
    let depth = 0;
    let i = match.index + match[0].length - 1;
    for (; i < selector.length; i++) {
      if (selector[i] === "(") depth++;
      else if (selector[i] === ")" && --depth === 0) break;
    }
    from = i + 1;
  }
  return out + selector.slice(from);
}

/** Every class named in an HTML text's class attributes. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? "").split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}
