// Types shared by the modules that take over a ServerResponse's write and end
// (page-csp.mjs, api-cache.mjs); JSDoc only, nothing runs here.

/** What Next writes into an answer: text or bytes. */
/** @typedef {string | Uint8Array} Chunk */

/** The callback write and end take, last. */
/** @typedef {(error?: Error | null) => void} WriteCallback */

export {};
