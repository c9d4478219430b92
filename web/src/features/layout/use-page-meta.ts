import { useRouterState } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { fullTitle } from "../../data/full-title";

function setDescription(description: string) {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement("meta");
    tag.name = "description";
    document.head.append(tag);
  }
  tag.content = description;
}

/**
 * Sets the tab title and description of the page shown, as the server does for the first page
 * loaded (api/src/pages/page-shell.ts), so they stay right as the visitor moves around: the words
 * the page table gives its route (app/page-table.ts). Pages whose words come from what they read
 * (a product, a post, a team store) name themselves with usePageTitle. The table and the list of
 * pages (with every stock design's words) are fetched on the first move: the server named the first page.
 */
export function usePageMeta() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const notFound = useRouterState({
    select: (state) => state.matches.some((match) => match.status === "notFound"),
  });
  const firstPath = useRef<string | undefined>(pathname);
  useEffect(() => {
    // The server named the first page; a missing one it calls "Page not found" whatever it was,
    // and the page knows better ("Product not found").
    const first = firstPath.current === pathname;
    firstPath.current = undefined;
    if (first && !notFound) return;
    if (pathname === "/admin" || pathname.startsWith("/admin/")) return;
    let current = true;
    void import("./page-words-for").then(({ pageWordsFor }) => {
      if (!current) return;
      // Pages whose words come from what they read name themselves (usePageTitle) once it arrives.
      const words = pageWordsFor(pathname, notFound);
      if (!words) return;
      document.title = fullTitle(words.title);
      setDescription(words.description);
    });
    return () => {
      current = false;
    };
  }, [pathname, notFound]);
}

/** For a page whose words come from data (a blog post): its own title and description. */
export function usePageTitle(title: string | undefined, description?: string) {
  useEffect(() => {
    if (!title) return;
    document.title = fullTitle(title);
    if (description) setDescription(description);
  }, [title, description]);
}
