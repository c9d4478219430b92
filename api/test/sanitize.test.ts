import { contentTypes as storedContentTypes } from "@store/db";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, sanitizeContentHtml } from "../src/domains/content/sanitize-html";
import { contentInput, contentTypes, contentUpdateInput } from "../src/domains/content/schemas";

const RUNS = { numRuns: 200 };

interface Tag {
  name: string;
  attrs: Map<string, string>;
}

// The sanitiser writes normalised HTML: every "<" in text is escaped and every attribute is
// name="value" with quotes escaped, so a regular expression reads its output exactly.
function tagsOf(html: string): Tag[] {
  const tags: Tag[] = [];
  for (const match of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
    const attrs = new Map<string, string>();
    for (const attr of (match[2] ?? "").matchAll(/\s([^\s=/>]+)(?:="([^"]*)")?/g)) {
      attrs.set(attr[1] ?? "", attr[2] ?? "");
    }
    tags.push({ name: (match[1] ?? "").toLowerCase(), attrs });
  }
  return tags;
}

const decode = (v: string) =>
  v
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The scheme a browser would see: it ignores whitespace and control characters inside it. */
function schemeOf(url: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip exactly these characters.
  const squeezed = decode(url).replace(/[\u0000-\u0020\u007f]/g, "");
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(squeezed);
  return match?.[1]?.toLowerCase() ?? null;
}

const allowedTags = new Set<string>(ALLOWED_TAGS);

/** Everything the allow-list promises about one sanitised document. */
function expectSafe(html: string) {
  expect(html).not.toMatch(/<script/i);
  const tags = tagsOf(html);
  expect(html.split("<").length - 1, "every < starts a tag the sanitiser wrote").toBe(tags.length);
  for (const tag of tags) {
    expect(allowedTags.has(tag.name), tag.name).toBe(true);
    for (const [name, value] of tag.attrs) {
      expect(name).not.toMatch(/^on/i);
      expect(ALLOWED_ATTRIBUTES[tag.name] ?? [], `${tag.name} ${name}`).toContain(name);
      if (name === "href" || name === "src") {
        const scheme = schemeOf(value);
        const allowed = tag.name === "img" ? ["http", "https"] : ["http", "https", "mailto"];
        if (scheme !== null) expect(allowed, value).toContain(scheme);
        expect(decode(value), "protocol-relative").not.toMatch(/^\s*[/\\]{2}/);
      }
    }
    if (tag.attrs.get("target") === "_blank") expect(tag.attrs.get("rel")).toBe("noopener noreferrer");
  }
}

const tagName = fc.oneof(
  { arbitrary: fc.constantFrom("a", "img", "A", "IMG"), weight: 3 },
  { arbitrary: fc.constantFrom(...ALLOWED_TAGS), weight: 2 },
  {
    arbitrary: fc.constantFrom(
      ...["script", "SCRIPT", "ScRiPt", "style", "iframe", "object", "embed", "svg", "math", "form"],
      ...["input", "textarea", "noscript", "template", "base", "meta", "link", "xmp", "title", "select"],
    ),
    weight: 2,
  },
);
const eventHandler = fc.oneof(
  fc.constantFrom("onerror", "onclick", "onload", "ONMOUSEOVER", "OnFocus", "onanimationstart"),
  fc.stringMatching(/^on[a-z]{1,12}$/),
);
const scheme = fc.constantFrom(
  ...["javascript:", "JaVaScRiPt:", "java\tscript:", "java&#x09;script:", "&#106;avascript:"],
  ...["javascript&colon;", " javascript:", "\u0001javascript:", "vbscript:", "data:text/html;base64,"],
  ...["data:image/svg+xml,", "http://", "https://", "mailto:", "/", "//", "\\\\", ""],
);
const payload = fc.oneof(
  fc.constantFrom("alert(1)", "example.com/x.png", '"><script>alert(1)</script>', "x onerror=alert(1)"),
  fc.string({ maxLength: 20 }),
);
const url = fc.tuple(scheme, payload).map(([s, p]) => s + p);
const attribute = fc
  .oneof(
    {
      arbitrary: fc.tuple(fc.constantFrom("href", "HREF", "src", "srcset", "xlink:href", "formaction"), url),
      weight: 4,
    },
    { arbitrary: fc.tuple(eventHandler, fc.oneof(payload, url)), weight: 2 },
    {
      arbitrary: fc.tuple(fc.constant("target"), fc.constantFrom("_blank", "_self", "_top", "main", "")),
      weight: 2,
    },
    {
      arbitrary: fc.tuple(fc.constantFrom("class", "title", "rel", "alt", "width", "style", "id"), payload),
      weight: 2,
    },
  )
  .chain(([name, value]) =>
    fc.constantFrom('"', "'", "", "`").map((quote) => ` ${name}=${quote}${value}${quote}`),
  );
const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom("&lt;script&gt;alert(1)&lt;/script&gt;", "<", "</", "<!--", "-->", "<![CDATA[", "&"),
);

const { node } = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    text,
    fc
      .tuple(tagName, fc.array(attribute, { maxLength: 4 }), fc.array(tie("node"), { maxLength: 3 }))
      .map(([name, attrs, children]) => `<${name}${attrs.join("")}>${children.join("")}</${name}>`),
    fc
      .tuple(tagName, fc.array(attribute, { maxLength: 3 }))
      .map(([name, attrs]) => `<${name}${attrs.join("")}>`),
    fc.tuple(tie("node"), tie("node")).map(([a, b]) => `${a}<!-- ${b} -->`),
  ),
}));
const hostileHtml = fc.array(node, { minLength: 1, maxLength: 5 }).map((parts) => parts.join(""));

// Unicode, raw ASCII, and strings made of the characters that build markup.
const anyText = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 200 }),
  fc.string({ unit: "binary-ascii", maxLength: 200 }),
  fc.string({ unit: fc.constantFrom(..."<>/=\"'&#;: \t\nascriptonerhfjv!-x1[]?"), maxLength: 200 }),
);

describe("html sanitiser", () => {
  it("keeps the allowed markup as written", () => {
    const good =
      "<h2>Team Packages</h2><p>Gear for <strong>every</strong> <em>season</em>.</p><ul><li>One</li></ul>" +
      '<a href="https://example.com/x" title="More">More</a><img src="/images/a.png" alt="A" width="10" />' +
      '<div class="promo"><span class="badge">New</span></div><blockquote>Quote</blockquote>';
    expect(sanitizeContentHtml(good)).toBe(good);
  });

  it("removes scripts, handlers, styles, frames and unsafe URLs from a typical attack", () => {
    const out = sanitizeContentHtml(
      '<p onclick="steal()">Hi</p><script>alert(1)</script><style>body{display:none}</style>' +
        '<img src=x onerror=alert(1)><a href="javascript:alert(1)">a</a><a href="data:text/html,x">d</a>' +
        '<iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x">' +
        '<a href="//evil.example/x">p</a><img src="mailto:x@y.z">',
    );
    expect(out).toBe('<p>Hi</p><img src="x" /><a>a</a><a>d</a><a>p</a><img />');
  });

  it("forces noopener on new-window links and drops unknown targets", () => {
    expect(sanitizeContentHtml('<a href="https://x.io" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.io" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeContentHtml('<a href="mailto:a@b.co" target="main">m</a>')).toBe(
      '<a href="mailto:a@b.co">m</a>',
    );
  });

  it("has a checker that notices unsafe markup, so the properties below can fail", () => {
    for (const unsafe of [
      "<script>alert(1)</script>",
      '<img src="x" onerror="alert(1)" />',
      '<a href="java&#x09;script:alert(1)">x</a>',
      '<a href="//evil.example">x</a>',
      '<a href="https://x.io" target="_blank">x</a>',
      "<iframe></iframe>",
      "<p>1 < 2</p>",
    ]) {
      expect(() => expectSafe(unsafe), unsafe).toThrow();
    }
  });

  it("makes any string safe, and cleaning twice changes nothing", () => {
    fc.assert(
      fc.property(anyText, (input) => {
        const once = sanitizeContentHtml(input);
        expectSafe(once);
        expect(sanitizeContentHtml(once)).toBe(once);
      }),
      RUNS,
    );
  });

  it("makes generated hostile HTML safe, and cleaning twice changes nothing", () => {
    fc.assert(
      fc.property(hostileHtml, (input) => {
        const once = sanitizeContentHtml(input);
        expectSafe(once);
        expect(sanitizeContentHtml(once)).toBe(once);
      }),
      RUNS,
    );
  });
});

const isJson = (s: string) => {
  try {
    JSON.parse(s);
    return true;
  } catch {
    return false;
  }
};
const base = { page_name: "home", section_name: "hero", content_key: "slide_1_image_1" };
const contentKeys = new Set([
  "id",
  "page_name",
  "section_name",
  "content_key",
  "content_type",
  "content_value",
]);

// fc.webUrl() is slow to generate; scheme, domain and path cover what the rule looks at.
const httpUrl = fc
  .tuple(fc.constantFrom("http", "https", "HTTPS"), fc.domain(), fc.webPath())
  .map(([scheme, domain, path]) => `${scheme}://${domain}${path}`);

describe("content schemas", () => {
  it("offers exactly the content types the database stores", () => {
    expect([...contentTypes]).toEqual([...storedContentTypes]);
  });

  it("accepts any valid JSON text for type json, unchanged", () => {
    fc.assert(
      fc.property(fc.json(), (json) => {
        const result = contentInput.safeParse({ ...base, content_type: "json", content_value: json });
        expect(result.success).toBe(true);
        expect(result.data?.content_value).toBe(json);
      }),
      RUNS,
    );
  });

  it("refuses any non-empty text that is not JSON for type json, naming content_value", () => {
    const notJson = fc
      .string({ minLength: 1, maxLength: 80 })
      .filter((s) => s.trim() !== "" && !isJson(s.trim()));
    fc.assert(
      fc.property(notJson, (value) => {
        const result = contentInput.safeParse({ ...base, content_type: "json", content_value: value });
        expect(result.success).toBe(false);
        expect(result.error?.issues[0]?.path).toEqual(["content_value"]);
        expect(result.error?.issues[0]?.message).toMatch(
          /^Content value (must be valid JSON: |cannot contain)/,
        );
      }),
      RUNS,
    );
  });

  it("accepts http(s) addresses for type image and refuses text that is not an address", () => {
    fc.assert(
      fc.property(httpUrl, (url) => {
        expect(contentInput.safeParse({ ...base, content_type: "image", content_value: url }).success).toBe(
          true,
        );
      }),
      RUNS,
    );
    const notAddress = fc
      .string({ minLength: 1, maxLength: 60 })
      .filter((s) => s.trim() !== "" && !/^(\/|https?:)/i.test(s.trim()));
    fc.assert(
      fc.property(notAddress, (value) => {
        const result = contentInput.safeParse({ ...base, content_type: "image", content_value: value });
        expect(result.success).toBe(false);
      }),
      RUNS,
    );
  });

  it("refuses any object carrying keys beyond the form's fields", () => {
    const extra = fc.dictionary(
      fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !contentKeys.has(k)),
      fc.jsonValue(),
      { minKeys: 1, maxKeys: 3 },
    );
    fc.assert(
      fc.property(extra, fc.constantFrom(...contentTypes), (keys, type) => {
        const valid = { ...base, content_type: type, content_value: null };
        expect(contentInput.safeParse(valid).success).toBe(true);
        expect(contentInput.safeParse({ ...valid, ...keys }).success).toBe(false);
        expect(contentUpdateInput.safeParse({ ...valid, id: "x", ...keys }).success).toBe(false);
      }),
      RUNS,
    );
  });

  it("accepts well-formed names of any allowed shape and stores them trimmed", () => {
    const name = fc.stringMatching(/^[A-Za-z0-9]([A-Za-z0-9 ]{0,20}[A-Za-z0-9])?$/);
    const key = fc.stringMatching(/^[A-Za-z0-9_-]{1,100}$/);
    fc.assert(
      fc.property(name, name, key, fc.constantFrom(...contentTypes), (page, section, contentKey, type) => {
        const result = contentInput.safeParse({
          page_name: ` ${page} `,
          section_name: section,
          content_key: contentKey,
          content_type: type,
        });
        expect(result.success).toBe(true);
        expect(result.data).toEqual({
          page_name: page,
          section_name: section,
          content_key: contentKey,
          content_type: type,
          content_value: null,
        });
      }),
      RUNS,
    );
  });
});
