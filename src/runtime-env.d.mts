export function isHttpsSite(vars: { SITE_URL?: string; NEXTAUTH_URL?: string }): boolean;
export function runtimeEnv(vars?: Record<string, string | undefined>): {
  port: number;
  host: string;
  distDir: string;
  production: boolean;
  building: boolean;
  https: boolean;
  redisUrl: string;
  redisPrefix: string;
  cacheTagsMaxAgeMs: number;
  renderConcurrency: number;
  serverExecArgv: string[];
  serverProcessEnv: { MALLOC_MMAP_THRESHOLD_: string };
  buildInputs: string;
};
