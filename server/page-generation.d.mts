export function pageGeneration(): number;
export function pagesChanged(): void;
