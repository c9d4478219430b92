import { Anchor, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { MAX_QUERY_LENGTH, MAX_SEARCH_RESULTS } from "@store/api/contracts";
import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { SearchField } from "../../ui/filters/SearchField";
import classes from "./SearchResultsPage.module.css";
import { filterSearchGroups } from "./search-index";
import { useSearchGroups } from "./use-search-groups";

const NO_LIMIT = Number.POSITIVE_INFINITY;

/** /search?q=…: every product, design, post and page matching all the words, grouped. */
export function SearchResultsPage({ query }: { query: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState(query);
  const { groups, totals, loading } = useSearchGroups(query, MAX_SEARCH_RESULTS);
  const trimmed = query.trim();
  const results = trimmed ? filterSearchGroups(groups, trimmed, NO_LIMIT, totals) : [];
  const total = results.reduce((sum, group) => sum + group.total, 0);
  // A new search from the header's quick search replaces what the field shows.
  useEffect(() => {
    setText((current) => (current.trim() === query.trim() ? current : query));
  }, [query]);
  const updateUrl = useDebouncedCallback((q: string) => {
    void navigate({
      to: "/search",
      search: q.trim() ? { q: q.trim() } : {},
      replace: true,
      resetScroll: false,
    });
  }, 250);

  return (
    <Container size="md" py={{ base: "md", sm: "xl" }}>
      <Title order={1} fz={{ base: 28, sm: 36 }}>
        Search the store
      </Title>
      <search>
        <SearchField
          className={classes.field}
          size="md"
          label="Search products, designs, posts and pages"
          placeholder="Try “champion hoodie” or “rush”"
          maxLength={MAX_QUERY_LENGTH}
          value={text}
          onChange={(next) => {
            setText(next);
            updateUrl(next);
          }}
        />
      </search>
      <Text mt="md" role="status" className={classes.count}>
        {!trimmed
          ? "Type a word or two to search."
          : loading && total === 0
            ? "Searching..."
            : total === 0
              ? `Nothing found for "${trimmed}"`
              : `${total} ${total === 1 ? "result" : "results"} for "${trimmed}"`}
      </Text>
      <Stack gap="xl" mt="lg">
        {results.map((group) => (
          <section key={group.kind} aria-labelledby={`results-${group.kind}`}>
            <Group justify="space-between" align="baseline" mb="xs">
              <Title order={2} fz="xl" id={`results-${group.kind}`}>
                {group.label}
              </Title>
              <Text size="sm" className={classes.count}>
                {group.total}
              </Text>
            </Group>
            <Paper withBorder radius="md" component="ul" className={classes.list}>
              {group.entries.map((entry) => (
                <li key={entry.id} className={classes.item}>
                  <Anchor component={Link} to={entry.href} fw={600} className={classes.link}>
                    {entry.label}
                  </Anchor>
                  <Text size="sm" className={classes.count} lineClamp={2}>
                    {entry.description}
                  </Text>
                </li>
              ))}
            </Paper>
            {group.entries.length < group.total && (
              <Text size="sm" mt="xs" className={classes.count}>
                Showing the best {group.entries.length} of {group.total}. Add a word to narrow the search.
              </Text>
            )}
          </section>
        ))}
      </Stack>
    </Container>
  );
}
