// The schema of a remote's routes.json (routes.ts says how routes are owned). Apart from routes.ts, which has no
// schema: a boot script that links to a page (MEMOS' painted feed) then carries no TypeBox.
import { Type, type Static } from '@sinclair/typebox';

const RoutePattern = Type.String({ pattern: '^/' });

/** One page of a remote: its react-router pattern and the browser-tab title the shell shows for it. */
export const RemotePageSchema = Type.Object({ path: RoutePattern, title: Type.String({ minLength: 1 }) }, { additionalProperties: false });
export type RemotePage = Static<typeof RemotePageSchema>;

/** The contents of a remote's routes.json. */
export const RemoteRoutesSchema = Type.Object(
  {
    $comment: Type.Optional(Type.String()),
    /**
     * The patterns the shell hands to this remote, e.g. /home/jars/*: every page, plus prefixes whose unknown
     * sub-paths the remote answers with its own 404. The most specific pattern wins across remotes, so
     * /home/jars/:id/publish (mf_marketplace) beats /home/jars/* (mf_jars).
     */
    routes: Type.Array(RoutePattern, { minItems: 1 }),
    /** The remote's pages by name; the remote's own `paths` object is derived from this. */
    pages: Type.Record(Type.String(), RemotePageSchema),
  },
  { additionalProperties: false },
);
export type RemoteRoutes = Static<typeof RemoteRoutesSchema>;
