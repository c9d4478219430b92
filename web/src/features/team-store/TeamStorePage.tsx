import { Container, Stack } from "@mantine/core";
import { teamStoreWords } from "@store/api/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { drawnOnDemand } from "../../lib/drawn-on-demand";
import { linkPageQuery } from "../../lib/load-link-page";
import { trpc } from "../../lib/trpc";
import { QueryPage } from "../../ui/pages/QueryPage";
import { usePageTitle } from "../layout/use-page-meta";
import { AddedToast } from "./AddedToast";
import { ContactStoreFailed } from "./ContactStoreFailed";
import { goToTeamCart, TEAM_CART_AREA_ID, TEAM_CART_ID } from "./go-to-team-cart";
import { ItemCard } from "./ItemCard";
import { PlayerPack } from "./PlayerPack";
import { StoreHeader } from "./StoreHeader";
import grid from "./store-grid.module.css";
import { TeamCartBar } from "./TeamCartBar";
import { TeamCartCard } from "./TeamCartCard";
import { cartTotal, itemCountOf, savedAccessCode, useTeamCart } from "./team-cart";
import type { FamilyStore } from "./team-store-types";

// The checkout (its fields, the roster's suggestions, the delivery address) comes with the cart's
// first line: the cart lives in the browser, so the server's drawing and a first visit have none.
const TeamCheckoutForm = lazy(() =>
  import("./TeamCheckoutForm").then((m) => ({ default: m.TeamCheckoutForm })),
);

/** The access code's form (a password field, its form code): only a locked store's page loads it. */
export const accessCodeForm = drawnOnDemand(() => import("./AccessCodeForm").then((m) => m.AccessCodeForm));
const AccessCodeForm = accessCodeForm.Component;

/** /team/{slug}: the team's store, behind its access code when it has one. */
export function TeamStorePage({ slug }: { slug: string }) {
  const read = useQuery(trpc.teamStores.familyStore.queryOptions({ slug }, linkPageQuery));
  const [entered, setEntered] = useState<{ store: FamilyStore; code: string } | null>(null);
  const reenter = useMutation(trpc.teamStores.enterStore.mutationOptions());
  const locked = read.data?.locked === true;
  const words = entered ? teamStoreWords(entered.store) : read.data && teamStoreWords(read.data);
  usePageTitle(words?.title, words?.description);
  const { mutate } = reenter;
  // A code typed earlier in this tab opens the store again after a reload.
  useEffect(() => {
    const code = savedAccessCode.get(slug);
    if (locked && code)
      mutate({ slug, access_code: code }, { onSuccess: (store) => setEntered({ store, code }) });
  }, [locked, slug, mutate]);

  return (
    <QueryPage
      query={read}
      loadingLabel="Loading the team store"
      failed={(error) => (
        <ContactStoreFailed
          error={error}
          notFound="Team store not found"
          failed="We could not load this store"
        />
      )}
    >
      {(answer) =>
        !answer.locked ? (
          <StoreView store={answer} accessCode={undefined} />
        ) : entered ? (
          <StoreView store={entered.store} accessCode={entered.code} />
        ) : (
          <Suspense fallback={null}>
            <AccessCodeForm
              slug={slug}
              message={answer.message}
              onEntered={(store, code) => setEntered({ store, code })}
            />
          </Suspense>
        )
      }
    </QueryPage>
  );
}

/** The toast's words after each add; a new `at` each time, so a second add is answered too. */
function useAddedToast() {
  const [shown, setShown] = useState<{ words: string; at: number } | null>(null);
  const close = useCallback(() => setShown(null), []);
  const show = useCallback((words: string) => setShown({ words, at: Date.now() }), []);
  return { shown, show, close };
}

function StoreView({ store, accessCode }: { store: FamilyStore; accessCode: string | undefined }) {
  const cart = useTeamCart(store.slug, store.team_name);
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const toast = useAddedToast();
  // A message names a line by its place: once lines change, the next check says it again. None to
  // clear (the saved cart read after hydration) draws nothing again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared when the lines change
  useEffect(() => setLineErrors((errors) => (Object.keys(errors).length ? {} : errors)), [cart.lines]);
  // Sent here by the header's bag (…#team-cart): the cart, in view and with the focus.
  useEffect(() => {
    if (window.location.hash === `#${TEAM_CART_ID}`) goToTeamCart();
  }, []);
  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <StoreHeader store={store} />
        <div className={grid.page} data-with-cart={store.can_order || undefined}>
          <div>
            <Stack gap="lg">
              <PlayerPack store={store} cart={cart} onAdded={toast.show} />
              <section aria-label="Items">
                <div className={grid.items}>
                  {store.items.map((item) => (
                    <ItemCard key={item.id} item={item} store={store} cart={cart} onAdded={toast.show} />
                  ))}
                </div>
              </section>
            </Stack>
          </div>
          {store.can_order && (
            <div>
              <Stack gap="lg" id={TEAM_CART_AREA_ID}>
                <TeamCartCard store={store} cart={cart} lineErrors={lineErrors} />
                {cart.lines.length > 0 && (
                  <Suspense fallback={null}>
                    <TeamCheckoutForm
                      store={store}
                      cart={cart}
                      accessCode={accessCode}
                      lineErrors={lineErrors}
                      onLineErrors={setLineErrors}
                    />
                  </Suspense>
                )}
              </Stack>
            </div>
          )}
        </div>
      </Stack>
      {store.can_order && (
        <>
          <TeamCartBar count={itemCountOf(cart.lines)} total={cartTotal(cart.lines, store.items)} />
          <AddedToast shown={toast.shown} onClose={toast.close} />
        </>
      )}
    </Container>
  );
}
