/** Sign-in for 记忆仓库: the embedded OpenID provider, its pages, and access-token verification for the API. */
export { authDependencies, authPlugin, oidcPlugin, requireAuth, type AuthPluginOptions } from './plugins';
export {
  createCredentials,
  verifyCredentials,
  findAccountById,
  CredentialsError,
  CREDENTIAL_MESSAGES,
  type Account,
  type CredentialsInput,
} from './credentials';
export { mintAccessToken, type MintOptions } from './mint';
export { resolveAuthSettings, defaultPublicUrl, DEFAULT_API_AUDIENCE, WEB_CLIENT_ID, type AuthSettings } from './settings';
export { createTokenVerifier, InvalidTokenError, type AuthContext, type TokenVerifier } from './verify';
export type { AuthDatabase } from './database';
