// Types of antd-components.mjs.
export declare function antdComponentRequest(name: string): string;
export declare const antdImportRewrite: { libraryName: string; customName: string };
export declare function rewrittenAntdImports(source: string): Set<string>;
export declare const ICONS: '@ant-design/icons';
export declare function iconRequest(name: string): string;
export declare const iconImportRewrite: { libraryName: string; customName: string };
export declare function rewrittenIconImports(source: string): Set<string>;
export declare function perModuleShareKeys(provides: { antd: string[]; '@ant-design/icons'?: string[] }): string[];
