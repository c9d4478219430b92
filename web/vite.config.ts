import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { pagesManifest } from "./build/pages-manifest";
import { precompress } from "./build/precompress";

const apiTarget = process.env.VITE_API_PROXY ?? "http://localhost:3000";

export default defineConfig({
  // The router plugin must come before react() so generated routes are transformed too.
  plugins: [
    tanstackRouter({ target: "react", autoCodeSplitting: true }),
    react(),
    pagesManifest(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { "/api": apiTarget, "/trpc": apiTarget, "/uploads": apiTarget },
  },
  build: {
    sourcemap: true,
    rolldownOptions: {
      output: {
        // The libraries every page runs travel as one file instead of a dozen small ones; each
        // request costs a round trip on a phone.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|@trpc|@mantine[\\/]hooks)[\\/]/,
            },
            { name: "ui", test: /node_modules[\\/]@mantine[\\/]core[\\/]/, minShareCount: 2 },
          ],
        },
      },
    },
  },
});
