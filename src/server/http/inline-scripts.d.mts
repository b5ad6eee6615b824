export function isFrameworkScript(body: string): boolean;
export function inlineScriptHashes(html: string): { hashes: string[]; refused: number };
