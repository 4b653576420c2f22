// Every API call goes through here: bearer token from the auth bridge, and a 401 sends the user to sign in.
import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { getAuthBridge } from './auth/bridge';
import { getApiBaseUrl } from './config';

export type ApiBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;

/** Several queries can fail with 401 at once; the user is sent to sign in only once. */
let signInInFlight: Promise<void> | null = null;

function signInAgain(): void {
  const bridge = getAuthBridge();
  if (!bridge || signInInFlight) return;
  const returnTo = globalThis.location?.href;
  signInInFlight = bridge
    .signIn(returnTo)
    .catch(() => undefined)
    .finally(() => {
      signInInFlight = null;
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
  return result;
};
