import { type ComponentType, createElement, lazy } from "react";

/**
 * A component a page draws only in some cases (a locked team store's access code form), fetched
 * when first drawn so the other cases never download it. `preload` is for the route's loader: the
 * server awaits it before drawing, so its HTML has the component; the browser, when hydrating before
 * the code has come, keeps the server's HTML at the nearest Suspense boundary until it has.
 */
export function drawnOnDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
    });
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Component(props: P) {
    return createElement(loaded ?? Lazy, props);
  }
  return { Component, preload };
}
