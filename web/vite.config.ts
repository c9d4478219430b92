import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Rolldown } from "vite";
import { chunkCheck } from "./build/chunk-check";
import { pageOwnGroup } from "./build/page-own-group";
import { pagesManifest } from "./build/pages-manifest";
import { precompress } from "./build/precompress";
import { scrollAreaRefs } from "./build/scroll-area-refs";

// The chunks the entry imports statically, by name: the groups below and Rolldown's own shared files.
// Were one of them not the entry's any more, a dynamic import would fetch it late, not fail.
const LOADED_BY_ENTRY =
  /assets\/(react|framework|ui|rolldown-runtime|site-facts|createReactComponent)-[\w-]+\.js$/;

// Which chunks keep their name in their file name: what a page loads on demand (a route, a dialog, a
// form's checker) and the groups below, which the browser suite and LOADED_BY_ENTRY look for by name.
// The shared pieces between them (icons, small components) are named by their hash alone: the entry
// lists the files each dynamic import needs, and over a hundred names like
// "IconShoppingCartPlus-JajQDRMC" cost every page about 1 KB on the wire (decision 062). Source maps
// still name every module.
const NAMED_CHUNKS =
  /^(react|framework|ui|floating|drawer|site-facts|cards|trpc-links|rolldown-runtime|createReactComponent)$/;

// The portal's routes and screens (a dynamic import's own module), and the name their files take.
const PORTAL_CODE = /[\\/]web[\\/]src[\\/](routes|features)[\\/]admin[\\/]/;
const PORTAL_CHUNK = /(^|\/)portal-[\w$.-]+\.js$/;

/**
 * The libraries every page runs travel as few files instead of dozens of small ones (each request
 * costs a round trip on a phone); the rest as Rolldown splits it, per set of importers. Each group
 * names packages (or the site's own files), never a library's internal files, and the build fails
 * when a group comes out empty or a public page's imports reach admin code (build/chunk-check.ts).
 */
const CHUNK_GROUPS: (Rolldown.CodeSplittingGroup & { name: string })[] = [
  {
    // React apart from the router and the data layer: a drawn page's after-paint script runs each
    // large library in a task of its own (decision 060), and the two together took 21 ms in one task
    // on this machine (84 ms at Lighthouse's 4x slowdown, 34 ms of blocking time).
    name: "react",
    test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/,
    includeDependenciesRecursively: false,
  },
  {
    // Not tRPC's HTTP links: they come with the first call (src/lib/lazy-link.ts). The
    // group takes only the packages it names: following their imports would bring the
    // links back in through @trpc/client's index. Nor the router's leave guard: only the
    // portal's forms ask before leaving.
    name: "framework",
    test: /node_modules[\\/](?!@tanstack[\\/]react-router[\\/]dist[\\/]esm[\\/]useBlocker)(@tanstack[\\/]|@trpc[\\/](?!client[\\/]dist[\\/](httpBatchLink|httpLink|httpUtils)-))/,
    includeDependenciesRecursively: false,
  },
  {
    // Positioning for pop-overs, menus and tooltips: only what opens one needs it.
    name: "floating",
    test: /node_modules[\\/]@floating-ui[\\/]/,
    minShareCount: 2,
    priority: 3,
    includeDependenciesRecursively: false,
  },
  {
    // The scroll lock and focus guards of dialogs and drawers (and their tslib): the cart,
    // the mobile menu, the shop's filter sheet and the portal open them after a tap.
    name: "drawer",
    test: /node_modules[\\/](react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|tslib)[\\/]/,
    minShareCount: 2,
    priority: 2,
    includeDependenciesRecursively: false,
  },
  {
    // Small facts every page reads (the store's name, address and hours in the header and
    // footer, the shop's categories, the list pages' address keys) in one file: left to
    // itself, Rolldown sends them as four or five files of 0.2-0.7 KB. With them the few
    // lines that fetch a module when first needed, which the cards and every form use.
    name: "site-facts",
    test: /[\\/](db[\\/]src[\\/]catalogue[\\/](store-contact|categories)|web[\\/]src[\\/](data[\\/](store-info|stock-design-categories)|lib[\\/](search-params|on-demand)))\.ts$/,
    priority: 2,
    includeDependenciesRecursively: false,
  },
  {
    // The small pieces every product card uses (its price format, styles and icons): one
    // file for the shop and the product pages, not six.
    name: "cards",
    test: /([\\/]web[\\/]src[\\/]features[\\/]shop[\\/](format\.ts|product\.module\.css)|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/](IconShoppingCartPlus|IconShirt|IconCheck)\.mjs)$/,
    minShareCount: 2,
    priority: 2,
    includeDependenciesRecursively: false,
  },
  {
    // The Mantine parts every page runs (the header, footer, buttons, the provider): the
    // modules the entry imports statically, whatever Mantine's files are called. The
    // rest of Mantine (dialogs, the portal's inputs, tables) goes with the code that
    // imports it, in files Rolldown makes per set of importers.
    name: "ui",
    test: /node_modules[\\/]@mantine[\\/](core|hooks)[\\/]/,
    tags: ["$initial"],
    includeDependenciesRecursively: false,
  },
];

/**
 * A page's own pieces in one file (build/page-own-group.ts), by the page's route file. The team
 * store's page drew some twenty small files of its own (its item cards, cart bar and print rules,
 * which its forms on demand import too): together brotli packs them about a third smaller.
 */
const PAGE_GROUPS = [
  { name: "team-page", route: "/team/$slug" },
  { name: "quote-page", route: "/team-packages/quote" },
];
const GROUP_NAMES = [...CHUNK_GROUPS, ...PAGE_GROUPS].map((group) => group.name);

const apiTarget = process.env.VITE_API_PROXY ?? "http://localhost:3000";

// The scripts load this file with `--configLoader runner`: the page manifest reads the site's data,
// which imports the workspace's TypeScript packages (@store/db/catalogue), and Node cannot load
// those as the default loader leaves them.
// Two builds: the browser's (dist/) and the server renderer's (`vite build --ssr`, dist-server/),
// which the API imports to draw public pages. The second needs none of the browser's extras.
export default defineConfig(({ isSsrBuild }) => ({
  // The router plugin must come before react() so generated routes are transformed too.
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      // A route's loader travels with its component: the entry carried every public route's loader
      // and what it imports (home content, product and post loading), though a page runs only its own.
      // Not for the pages whose filters live in the address (their loader is empty in the browser):
      // each choice re-runs the loader, and one fetched apart held a radio's new value back for a
      // moment, so it showed unticked after the tap.
      // A page's skeleton travels with it too: it shows while the page's loader fetches its data,
      // which starts once that code has come (until then the last page stays, and a link's hover or
      // touch has already asked for it). Two stay in the entry: the portal's "Checking access...",
      // shown while the entry's access check runs, and "Loading design details...", shown while a
      // design's page (its data built in) is on its way.
      codeSplittingOptions: {
        defaultBehavior: [
          ["loader", "component", "pendingComponent"],
          ["errorComponent"],
          ["notFoundComponent"],
        ],
        splitBehavior: ({ routeId }) =>
          routeId === "/shop/" || routeId === "/search"
            ? [["component"], ["errorComponent"], ["notFoundComponent"]]
            : routeId === "/admin/_portal" || routeId === "/stock-designs/$id"
              ? [["loader", "component"], ["errorComponent"], ["notFoundComponent"]]
              : undefined,
      },
    }),
    react(),
    scrollAreaRefs(),
    ...(isSsrBuild ? [] : [pagesManifest(), chunkCheck(GROUP_NAMES), precompress()]),
  ],
  // The server renderer carries its libraries in production mode, whatever NODE_ENV the API runs
  // with: React's development build draws markup the browser's production build does not expect.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
  }),
  server: {
    port: 5173,
    proxy: { "/api": apiTarget, "/trpc": apiTarget, "/uploads": apiTarget },
  },
  build: isSsrBuild
    ? { outDir: "dist-server", sourcemap: true, emptyOutDir: true, copyPublicDir: false }
    : {
        sourcemap: true,
        // A dynamic import need not ask again for what the entry imports itself (the libraries and
        // the shared parts), which every page has loaded before any dynamic import runs: each such
        // name repeated in the entry's list of dependencies is bytes every page downloads. The page's
        // own list (index.html) keeps them all: the server reads the large libraries from it, to
        // run them in tasks of their own after the first paint (api/src/http/after-paint-script.ts).
        //
        // The portal's code (files named "portal-…" below) lists only its style sheets, which the
        // browser would not find by itself: its scripts' own imports fetch the rest, a step later,
        // on a desktop at the counter. Listed, its lists and the names of its hundred-odd files
        // (hashes that do not compress) came to 0.5 KB of every visitor's entry, brotli'd.
        modulePreload: {
          resolveDependencies: (file: string, deps: string[], { hostType }: { hostType: "html" | "js" }) => {
            if (hostType !== "js") return deps;
            const needed = deps.filter((dep) => !LOADED_BY_ENTRY.test(dep));
            return PORTAL_CHUNK.test(file) ? needed.filter((dep) => dep.endsWith(".css")) : needed;
          },
        },
        rolldownOptions: {
          output: {
            chunkFileNames: ({ name, isDynamicEntry, facadeModuleId }) =>
              isDynamicEntry && facadeModuleId && PORTAL_CODE.test(facadeModuleId)
                ? "assets/portal-[name]-[hash:7].js"
                : isDynamicEntry || NAMED_CHUNKS.test(name)
                  ? "assets/[name]-[hash:7].js"
                  : "assets/[hash:7].js",
            codeSplitting: {
              groups: [...CHUNK_GROUPS, ...PAGE_GROUPS.map(({ name, route }) => pageOwnGroup(name, route))],
            },
          },
        },
      },
}));
