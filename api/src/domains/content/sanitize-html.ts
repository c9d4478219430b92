import sanitizeHtml, { type IOptions } from "sanitize-html";

/** Tags an admin may use in html content; everything else is dropped (script and style with their text). */
export const ALLOWED_TAGS = [
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "hr",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "small",
  "sub",
  "sup",
  "code",
  "pre",
  "ul",
  "ol",
  "li",
  "blockquote",
  "a",
  "img",
  "span",
  "div",
] as const;

/** Attributes kept per tag; no style (CSS can hide or overlay the page) and never an on* handler. */
export const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ["href", "title", "target", "rel"],
  img: ["src", "alt", "width", "height"],
  span: ["class"],
  div: ["class"],
};

/** URL schemes allowed in href/src; relative paths such as /shop stay allowed. */
export const ALLOWED_SCHEMES = ["http", "https", "mailto"] as const;

const SAFE_REL = "noopener noreferrer";

const KEPT_TARGETS = new Set(["_blank", "_self"]);

/**
 * Only the two meaningful targets survive (a named one could address another window of this site),
 * and a new window always gets noopener: without it the opened page can navigate this one.
 */
function safeLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { target, rel, ...rest } = attribs;
  if (target === "_blank") return { tagName, attribs: { ...rest, target, rel: SAFE_REL } };
  const kept: sanitizeHtml.Attributes = rel === undefined ? rest : { ...rest, rel };
  return { tagName, attribs: target !== undefined && KEPT_TARGETS.has(target) ? { ...kept, target } : kept };
}

const options: IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(ALLOWED_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]]),
  ),
  allowedSchemes: [...ALLOWED_SCHEMES],
  // An image cannot be a mail link.
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  // "//host/x" silently leaves the site; a full https:// address says so.
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: { a: safeLink },
};

const MAX_PASSES = 5;

/** Cleans admin-entered HTML down to the allow-list above; the result is safe to render as HTML. */
export function sanitizeContentHtml(dirty: string): string {
  // One pass can emit nesting the parser itself reads differently (an <a> inside an <a>); cleaning
  // until nothing changes stores a fixed point, so saving an item again never alters it.
  let current = sanitizeHtml(dirty, options);
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const next = sanitizeHtml(current, options);
    if (next === current) break;
    current = next;
  }
  return current;
}
