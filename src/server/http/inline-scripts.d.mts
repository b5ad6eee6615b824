export function isFrameworkScript(body: string): boolean;
export function frameworkScriptOffsets(html: string): { offsets: number[]; refused: number };
