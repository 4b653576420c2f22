export function buildBootScript(options: { dir: string; entry: string; filename: string }): Promise<number>;
