import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next/**", ".next-*/**", "node_modules/**", "src/generated/**", "data/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "bench/results/**"],
  },
  {
    // Settings are read in one place only (src/env.ts).
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/env.ts"],
    rules: {
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read settings from src/env.ts" }],
    },
  },
  {
    // Database test helpers are not React: `useTestDatabase` is a Jest lifecycle helper.
    files: ["test/**/*.ts", "src/**/*.db.test.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
];

export default config;
