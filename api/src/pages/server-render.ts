import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** The web app's server renderer (web/src/entry-server.tsx, built to web/dist-server/). */
interface ServerRenderer {
  renderPage(request: {
    url: string;
    origin: string;
    queries: readonly unknown[];
    fetch: typeof fetch;
  }): Promise<RenderedMarkup>;
}

/** A page drawn on the server: its markup for #root and the data the browser hydrates from. */
export interface RenderedMarkup {
  /** The address the router sends this one to instead (its canonical form); then no markup. */
  redirectTo?: string;
  html: string;
  data: unknown;
  /**
   * What React put before the markup, for <head>: the preload links of the page's first pictures and
   * the styles it hoists (Mantine's variables and responsive rules, `<style href precedence>`).
   */
  head?: string;
  /** Markup the browser adds after hydration (a saved cart's count): the page's styles cover it. */
  afterHydration?: string;
}

/**
 * React writes preload links for the first pictures, and the styles it hoists (one `<style
 * data-precedence>` holding every `<style href precedence>` the page drew: Mantine's CSS variables,
 * its responsive classes and style props), ahead of the markup it draws. They belong in <head>:
 * the browser finds the links first, a <style> in <body> is invalid HTML, and inside #root neither
 * would be what the browser's first render draws there (React finds the hoisted styles in <head>).
 */
const LEADING_LINKS = /^((?:<link [^>]*\/>|<style data-precedence="[^"]*"[^>]*>[^<]*<\/style>)*)/;
function liftPreloads(page: RenderedMarkup): RenderedMarkup {
  const head = LEADING_LINKS.exec(page.html)?.[1] ?? "";
  return { ...page, html: page.html.slice(head.length), head };
}

/**
 * Loads the web build's server renderer once, beside the browser build (web/dist-server next to
 * web/dist). Without it (a test server with no web build) pages go out undrawn, as before.
 */
export function serverRenderer(distDir: string) {
  const entry = path.join(distDir, "..", "dist-server", "entry-server.js");
  let loading: Promise<ServerRenderer | undefined> | undefined;
  const load = () => {
    loading ??= existsSync(entry)
      ? (import(pathToFileURL(entry).href) as Promise<ServerRenderer>)
      : Promise.resolve(undefined);
    return loading;
  };
  return {
    /**
     * The page's markup, or undefined when there is no renderer. Calls its loaders make are answered
     * by `answer`, as the visitor's own (their address counts against the limits).
     */
    async render(
      url: URL,
      origin: string,
      queries: readonly unknown[],
      answer: typeof fetch,
    ): Promise<RenderedMarkup | undefined> {
      const renderer = await load();
      if (!renderer) return undefined;
      const page = await renderer.renderPage({
        url: `${url.pathname}${url.search}`,
        origin,
        queries,
        fetch: answer,
      });
      return liftPreloads(page);
    },
  };
}
