/** Imported first by a test file, before any app module reads its settings: a REDIS_URL where nothing listens (port 1), so every connection is refused. */
process.env.REDIS_URL = "redis://127.0.0.1:1";
export {};
