export function doorkeeper(max: number): (address: string) => boolean;
