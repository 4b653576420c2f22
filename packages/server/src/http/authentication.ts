import type { FastifyReply, HookHandlerDoneFunction } from 'fastify';

/** Who is calling, as proven by the bearer access token (claims `sub` and `username`). */
export interface AuthClaims {
  sub: string;
  username?: string;
}

/**
 * The contract with src/auth: its `authPlugin` (or, in tests, a local-key stand-in) decorates the instance with
 * `authenticate`, which sets `request.auth` or answers 401. The API then knows the caller as `request.userId`.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A callback hook: calls `done` once request.auth is set or a 401 was sent (at once for a token verified within
     * the minute). Callers other than Fastify check `reply.sent` after it.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;
  }
  interface FastifyRequest {
    auth: AuthClaims | null;
    /** The users row of the caller; set on every authenticated /api route. */
    userId: string;
  }
}
