import "@mantine/spotlight/styles.css";
import { createSpotlight, Spotlight } from "@mantine/spotlight";
import { IconArticle, IconBrush, IconFileText, IconSearch, IconShirtSport } from "@tabler/icons-react";
import { useRouter } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import classes from "./QuickSearch.module.css";
import { registerQuickSearchOpener } from "./quick-search-store";
import { filterSearchGroups, RESULTS_PER_GROUP, type SearchKind } from "./search-index";
import { selectFirstResult } from "./select-first-result";
import { useSearchGroups } from "./use-search-groups";

const [searchStore, searchActions] = createSpotlight();

const kindIcons: Record<SearchKind, typeof IconSearch> = {
  products: IconShirtSport,
  designs: IconBrush,
  posts: IconArticle,
  pages: IconFileText,
};

/** The quick search dialog (Mantine Spotlight) over products, stock designs, blog posts and pages. */
export default function QuickSearch() {
  const router = useRouter();
  const [query, setQuery] = useState("");
  const { groups, totals, loading: stillLoading } = useSearchGroups(query, RESULTS_PER_GROUP);

  useEffect(() => registerQuickSearchOpener(searchActions.open), []);

  const results = filterSearchGroups(groups, query, RESULTS_PER_GROUP, totals);
  const total = results.reduce((sum, group) => sum + group.total, 0);
  const trimmed = query.trim();
  const resultIds = results.flatMap((group) => group.entries.map((entry) => entry.id)).join("|");

  useEffect(() => {
    if (query.trim() !== "" && resultIds !== "") selectFirstResult(searchStore);
  }, [query, resultIds]);

  return (
    <Spotlight.Root
      store={searchStore}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      scrollable
      maxHeight={440}
      radius="md"
      classNames={{ action: classes.action }}
      // The dialog has no visible title; this names it for screen readers.
      attributes={{ content: { "aria-label": "Search the store" } }}
    >
      <Spotlight.Search
        placeholder="Search products, designs, posts and pages..."
        aria-label="Search the store"
        leftSection={<IconSearch size={20} stroke={1.6} aria-hidden="true" />}
      />
      <Spotlight.ActionsList aria-label="Search results">
        {/* First, so Enter shows every result; the arrow keys reach the single hits below. */}
        {trimmed !== "" && total > 0 && (
          <Spotlight.Action
            label={`Show all ${total} ${total === 1 ? "result" : "results"} for "${trimmed}"`}
            leftSection={<IconSearch size={22} stroke={1.5} aria-hidden="true" />}
            onClick={() => void router.navigate({ to: "/search", search: { q: trimmed } })}
          />
        )}
        {results.map((group) => (
          <Spotlight.ActionsGroup
            key={`${group.kind}-${group.label}`}
            label={group.label}
            // Spotlight draws the label with CSS only; the group role names it for assistive tech too.
            role="group"
            aria-label={group.label}
          >
            {group.entries.map((entry) => {
              const Icon = kindIcons[entry.kind];
              return (
                <Spotlight.Action
                  key={entry.id}
                  label={entry.label}
                  description={entry.description}
                  leftSection={<Icon size={22} stroke={1.5} aria-hidden="true" />}
                  onClick={() => void router.navigate({ href: entry.href })}
                />
              );
            })}
          </Spotlight.ActionsGroup>
        ))}
        {results.length === 0 && (
          <Spotlight.Empty>{stillLoading ? "Searching..." : "Nothing found"}</Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
