// Types of remote-routes.mjs. The declaration's own type is RemoteRoutes in @memory/contracts (which the
// workspace root does not depend on, hence the structural copy here).
export interface RouteDeclaration {
  $comment?: string;
  routes: string[];
  pages: Record<string, { path: string; title: string }>;
}

export interface WorkspaceRemote {
  name: string;
  folder: string;
  devPort: number;
  /** The module it exposes as `./app`, relative to its folder. */
  appModule: string;
}

export declare const workspaceRemotes: readonly WorkspaceRemote[];
export declare function workspaceRemoteIn(appDir: string): WorkspaceRemote;
export declare function readRouteDeclaration(appDir: string): RouteDeclaration;
export declare function workspaceRouteDeclarations(): Array<WorkspaceRemote & { declaration: RouteDeclaration }>;
export declare function devRemotesJson(): {
  remotes: Array<{ name: string; entry: string; routes: string[]; pages: RouteDeclaration['pages'] }>;
};
