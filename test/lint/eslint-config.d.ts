// The project's ESLint config is a plain module (ESLint reads it as it is); the lint test imports it with this type.
declare module "*eslint.config.mjs" {
  const config: import("eslint").Linter.Config[];
  export default config;
}
