import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type APIRequestContext, expect } from "@playwright/test";

/** One page to check: a name to report it by (its address) and the HTML the server sent. */
export interface HtmlPage {
  name: string;
  html: string;
}

/** One error the Nu HTML Checker found, with the page it is on. */
export interface HtmlError {
  page: string;
  line?: number;
  column?: number;
  message: string;
  /** The bit of markup the checker points at. */
  extract?: string;
}

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/**
 * The checker's messages that are not errors in the page: its CSS validator's, about the rules in
 * the page's `<style>` elements, every one starting with "CSS:". Its CSS grammar predates rules the
 * pages use on purpose: Mantine's generated `text-box-trim` and `text-box-edge` (Button's and Chip's
 * labels; a browser without them ignores them) and the home hero's container query
 * (`container-type`, `cqi` units), which it calls a property that "doesn't exist" or a "Parse Error"
 * (214 messages on 89 pages). Only those are dropped: every HTML error (a `<style>` element in the
 * wrong place, an element its parent may not hold, an unknown attribute, a skipped heading level)
 * still counts.
 */
export const isKnownCssFalsePositive = (message: { message: string }) => message.message.startsWith("CSS:");

/**
 * Checks pages with the Nu HTML Checker (vnu-jar, on the machine's Java: one JVM for all of them)
 * and returns its errors, each with its page's name, line and message. Nothing is thrown for an
 * invalid page: the caller asserts on the list (empty when every page is valid HTML).
 */
export async function validateHtml(pages: readonly HtmlPage[]): Promise<HtmlError[]> {
  if (pages.length === 0) return [];
  const folder = await mkdtemp(path.join(os.tmpdir(), "store-html-"));
  try {
    const byUrl = new Map<string, string>();
    const files = await Promise.all(
      pages.map(async (page, index) => {
        const file = path.join(folder, `${String(index).padStart(4, "0")}.html`);
        await writeFile(file, page.html);
        byUrl.set(pathToFileURL(file).href, page.name);
        return file;
      }),
    );
    const report = await runVnu(files);
    const pageOf = (url: string | undefined) =>
      (url && (byUrl.get(url) ?? byUrl.get(url.replace(/^file:\/(?!\/)/, "file:///")))) || url || "?";
    return report.messages
      .filter((m) => m.type !== "info" && !isKnownCssFalsePositive(m))
      .map((m) => ({
        page: pageOf(m.url),
        ...(m.lastLine !== undefined && { line: m.lastLine }),
        ...(m.firstColumn !== undefined && { column: m.firstColumn }),
        message: m.message,
        ...(m.extract !== undefined && { extract: m.extract }),
      }));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The server's HTML for each address, named by it; each must answer `status` with HTML. */
export async function serverHtml(
  request: APIRequestContext,
  addresses: readonly string[],
  status = 200,
): Promise<HtmlPage[]> {
  const pages: HtmlPage[] = [];
  for (const address of addresses) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(status);
    expect(response.headers()["content-type"], address).toContain("text/html");
    pages.push({ name: address, html: await response.text() });
  }
  return pages;
}

/** One line per error: `page:line:column message (extract)`, for a test's failure message. */
export function formatHtmlErrors(errors: readonly HtmlError[]): string {
  return errors
    .map(
      (e) =>
        `${e.page}:${e.line ?? "?"}:${e.column ?? "?"} ${e.message}${e.extract ? `  «${e.extract.replace(/\s+/g, " ").trim()}»` : ""}`,
    )
    .join("\n");
}

/** Runs vnu.jar once over the files; its JSON report comes on standard error. */
function runVnu(files: readonly string[]): Promise<{ messages: VnuMessage[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn("java", ["-jar", vnuJar, "--format", "json", "--exit-zero-always", ...files], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.on("error", (error) =>
      reject(new Error(`could not run java for the Nu HTML Checker (${error.message}): install a JRE`)),
    );
    child.on("close", (code) => {
      try {
        resolve(JSON.parse(stderr) as { messages: VnuMessage[] });
      } catch {
        reject(
          new Error(`the Nu HTML Checker exited ${code} without a JSON report:\n${stderr.slice(0, 2000)}`),
        );
      }
    });
  });
}
