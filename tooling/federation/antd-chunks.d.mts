// Types of antd-chunks.mjs (the parts its tests use; app-config.mjs is plain JavaScript).
export declare function isGroupedAntd(resource: string): boolean;
export interface AntdUsage {
  /** Share key → the units importing it: `<remote>` (its ./app start-up), `<remote>.<page>`, `<remote>.lazy`. */
  unitsByKey: Map<string, Set<string>>;
  /** The sets of units one visit loads together. */
  loadSets: string[][];
  /** Lazy page unit → its path pattern (routes.json). */
  pagePaths: Map<string, string>;
}
export declare function antdUsage(provided: string[], sharedNames: string[]): AntdUsage;
export declare function signatureOf(apps: Set<string>): string;
export declare function mergeSignatures(bytes: Map<string, number>, requestCost: number, loadSets?: string[][]): Map<string, string>;
export declare function lightComponentsByPage(usage: Pick<AntdUsage, 'unitsByKey' | 'pagePaths'>): Record<string, { app: string[]; pages: Record<string, string[]> }>;
