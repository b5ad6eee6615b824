export function isFrameworkScript(body: string): boolean;
export function frameworkScriptOffsets(html: string): { offsets: number[]; bodies: [number, number][]; refused: number };
export function isReactRuntimeDefinition(text: string): boolean;
export function streamableLength(html: string): number;
export function streamCutter(): { push(bytes: Buffer | null, final: boolean): { bytes: Buffer; text: string } | null };
