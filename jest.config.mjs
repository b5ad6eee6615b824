import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const moduleNameMapper = {
  "^@/(.*)$": "<rootDir>/src/$1",
  // "server-only" throws outside React Server Components; tests run server code directly.
  "^server-only$": "<rootDir>/test/empty-module.js",
  // The generated Prisma client import()s its query compiler as ESM; Jest runs
  // CommonJS, so it gets the package's identical CommonJS build.
  "^@prisma/client/runtime/(.*)\\.mjs$": "<rootDir>/node_modules/@prisma/client/runtime/$1.js",
};

/**
 * unit: pure logic and components (jsdom).
 * db: integration against real SQLite files and a real PostgreSQL server,
 *     run once per provider by scripts/test-all.mjs (TEST_DB=sqlite|postgresql).
 */
const projects = [
  {
    displayName: "unit",
    testEnvironment: "jsdom",
    testMatch: [
      "<rootDir>/src/**/*.test.ts",
      "<rootDir>/src/**/*.test.tsx",
      "<rootDir>/http-server/**/*.test.ts",
      "<rootDir>/test/lint/**/*.test.ts",
    ],
    testPathIgnorePatterns: ["\\.db\\.test\\.ts$", "/node_modules/"],
    setupFilesAfterEnv: ["<rootDir>/test/setup-unit.ts"],
  },
  {
    displayName: "db",
    testEnvironment: "node",
    testMatch: ["<rootDir>/src/**/*.db.test.ts", "<rootDir>/test/**/*.db.test.ts"],
    setupFiles: ["<rootDir>/test/setup-db-env.ts"],
    setupFilesAfterEnv: ["<rootDir>/test/setup-db-contract.ts"],
  },
];

// next/jest adds the SWC transform and its ignores; apply it to each project.
export default async function jestConfig() {
  return {
    // Database integration tests do real I/O (argon2 hashing, PostgreSQL DDL).
    testTimeout: 30000,
    projects: await Promise.all(
      projects.map(async (p) => {
        const c = await createJestConfig(p)();
        return { ...c, moduleNameMapper: { ...moduleNameMapper, ...c.moduleNameMapper } };
      }),
    ),
  };
}
