export function isFrameworkScript(body: string): boolean;
export function nonceFrameworkScripts(html: string, nonce: string): { html: string; marked: number; refused: number };
