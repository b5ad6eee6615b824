import type { Config } from "jest";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const common = {
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/src/$1",
    // "server-only" throws outside React Server Components; tests run server code directly.
    "^server-only$": "<rootDir>/test/empty-module.js",
  },
};

/**
 * unit: pure logic and components (jsdom for *.test.tsx).
 * db: integration against real SQLite files and a real PostgreSQL server,
 *     run once per provider by scripts/test-all.mjs (TEST_DB=sqlite|postgresql).
 */
const config: Config = {
  projects: [
    {
      displayName: "unit",
      testEnvironment: "jsdom",
      testMatch: ["<rootDir>/src/**/*.test.tsx", "<rootDir>/src/**/*.test.ts"],
      testPathIgnorePatterns: ["\\.db\\.test\\.ts$"],
      setupFilesAfterEnv: ["<rootDir>/test/setup-unit.ts"],
      ...common,
    },
    {
      displayName: "db",
      testEnvironment: "node",
      testMatch: ["<rootDir>/src/**/*.db.test.ts", "<rootDir>/test/**/*.db.test.ts"],
      setupFiles: ["<rootDir>/test/setup-db-env.ts"],
      ...common,
    },
  ],
};

// next/jest adds SWC transforms and ignores; apply it to each project.
export default async function jestConfig(): Promise<Config> {
  const projects = await Promise.all(
    (config.projects as Config[]).map(async (p) => {
      const c = await createJestConfig(p)();
      return { ...c, moduleNameMapper: { ...p.moduleNameMapper, ...c.moduleNameMapper } } as Config;
    }),
  );
  return { projects };
}
