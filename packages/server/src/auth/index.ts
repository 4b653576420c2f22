/** Sign-in for 记忆仓库: the embedded OpenID provider, its pages, and access-token verification for the API. */
export { authDependencies, authPlugin, oidcPlugin } from './plugins';
export {
  createCredentials,
  verifyCredentials,
  CredentialsError,
  CREDENTIAL_MESSAGES,
} from './credentials';
export { mintAccessToken } from './mint';
export { resolveAuthSettings, WEB_CLIENT_ID, type AuthSettings } from './settings';
export { createTokenVerifier, InvalidTokenError } from './verify';
export type { AuthDatabase } from './database';
