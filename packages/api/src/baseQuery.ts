// Every API call goes through here: bearer token from the auth bridge, and a 401 sends the user to sign in.
import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import type { AuthBridge } from '@memory/contracts';
import { getAuthBridge } from './auth/bridge';
import { getApiBaseUrl } from './config';

export type ApiBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;

/**
 * Several queries can fail with 401 at once; the user is sent to sign in only once. The flag clears when a
 * request succeeds again (signed back in) or when sign-in itself fails, so a later 401 can ask again.
 */
let signInRequestedFrom: AuthBridge | null = null;

export function signInAgain(): void {
  const bridge = getAuthBridge();
  if (!bridge || signInRequestedFrom === bridge) return;
  signInRequestedFrom = bridge;
  bridge.signIn(globalThis.location?.href).catch(() => {
    signInRequestedFrom = null;
  });
}

export const authorisedBaseQuery: ApiBaseQuery = async (args, api, extraOptions) => {
  // Built per call so a base URL set after start-up (from /config.json) is honoured.
  const rawBaseQuery = fetchBaseQuery({
    baseUrl: getApiBaseUrl(),
    prepareHeaders: async (headers) => {
      const token = await getAuthBridge()?.getAccessToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  });
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status === 401) signInAgain();
  else if (!result.error) signInRequestedFrom = null;
  return result;
};
