import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      "node_modules/**",
      "src/generated/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
      "bench/results/**",
    ],
  },
  {
    // Settings are read in one place: src/env.ts for the app, src/runtime-env.mjs for what runs before or beside it
    // (the HTTP server, the start script, next.config.mjs, the cache handlers), TypeScript and plain modules alike.
    // Tests, benches and the development scripts read their own test settings.
    files: ["src/**/*.{ts,tsx,mjs}", "http-server/**/*.mjs", "next.config.mjs", "scripts/start.mjs"],
    ignores: ["src/env.ts", "src/runtime-env.mjs"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read settings from src/env.ts (the app) or src/runtime-env.mjs (the server, next.config.mjs)",
        },
      ],
    },
  },
  {
    // Layers: hooks hold state, not UI, and run in the browser, so they reach the server through its API, never its modules;
    // lib/ runs in the browser and on the server alike, so it knows neither components nor server code.
    files: ["src/hooks/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/components/*", "**/components/*"], message: "Hooks never import components: move the shared piece into src/lib." },
            {
              group: ["@/server/*", "**/server/*"],
              message: "Hooks never import server code, types included: move the shared shape into src/lib (e.g. src/lib/admin-types.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // The server answers pages and API calls; it never depends on the UI or the routes built on it.
    files: ["src/server/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/components/*", "**/components/*"],
              message: "Server code never imports components: move the shared piece into src/lib.",
            },
            { group: ["@/hooks/*", "**/hooks/*"], message: "Server code never imports hooks: move the shared piece into src/lib." },
            { group: ["@/app/*", "**/app/*"], message: "Server code never imports the app's routes or pages: they import it." },
          ],
        },
      ],
    },
  },
  {
    files: ["src/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/server/*", "**/server/*"], message: "lib/ never imports server/: it is bundled for the browser too." },
            { group: ["@/components/*", "**/components/*"], message: "lib/ never imports components." },
          ],
        },
      ],
    },
  },
  {
    // lib modules the storefront's browser code loads on every page (shell, catalogue cards, filters): a zod schema, a form
    // library or sonner in one of them lands in every page's first load and in every prefetch of a page (zod alone is 88 KB).
    files: [
      "src/lib/attributes.ts",
      "src/lib/compare-selection.ts",
      "src/lib/facets.ts",
      "src/lib/quantity.ts",
      "src/lib/search-url.ts",
      "src/lib/specifications.ts",
      "src/lib/stored.ts",
      "src/lib/toast.ts",
      "src/lib/units.ts",
      "src/lib/utils.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/server/*", "**/server/*"], message: "lib/ never imports server/: it is bundled for the browser too." },
            { group: ["@/components/*", "**/components/*"], message: "lib/ never imports components." },
            {
              group: ["zod", "zod/*", "@/lib/validation/*", "./validation/*", "react-hook-form", "@hookform/*", "sonner"],
              allowTypeImports: true,
              message: "Loaded by every storefront page: schemas go in src/lib/validation, loaded where a form or the server needs them.",
            },
          ],
        },
      ],
    },
  },
  {
    // The storefront's lazy panels once imported each other in circles (cart button, loaders, cart sheet), and the quote mail
    // and the buyer's quote did; dynamic imports count.
    files: ["src/components/**/*.{ts,tsx}", "src/hooks/**/*.{ts,tsx}", "src/lib/**/*.{ts,tsx}", "src/server/**/*.{ts,tsx}"],
    rules: { "import/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // The HTTP server (http-server/) and the app (src/) meet in one module, src/http-bridge.mjs: the app never imports the
    // server's modules, and the server imports none of the app's but that one.
    files: ["src/**/*.{ts,tsx,mjs}", "http-server/**/*.mjs"],
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./src",
              from: "./http-server",
              message: "The app never imports the HTTP server (http-server/): put what both need in src/http-bridge.mjs.",
            },
            {
              target: "./http-server",
              from: "./src",
              except: ["./http-bridge.mjs"],
              message: "The HTTP server reaches the app through src/http-bridge.mjs only.",
            },
          ],
        },
      ],
    },
  },
  {
    // Database test helpers are not React: `useTestDatabase` is a Jest lifecycle helper.
    files: ["test/**/*.ts", "src/**/*.db.test.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
];

export default config;
