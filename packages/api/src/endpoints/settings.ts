// User settings: GET /settings/{name}, PUT /settings {name, value}.
import type { Setting, SettingName, UpdateSettingBody } from '@memory/contracts';
import { api } from '../api';

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** An unset setting comes back as `{ name, value: null }`. */
    getSetting: build.query<Setting, SettingName>({
      query: (name) => `/settings/${encodeURIComponent(name)}`,
      providesTags: (_result, _error, name) => [{ type: 'Setting', id: name }],
    }),
    /** Optimistic: the theme or default curve changes at once and rolls back if the server says no. */
    updateSetting: build.mutation<Setting, UpdateSettingBody>({
      query: (body) => ({ url: '/settings', method: 'PUT', body }),
      async onQueryStarted({ name, value }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          settingsApi.util.updateQueryData('getSetting', name, (draft) => {
            draft.value = value;
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(settingsApi.util.upsertQueryEntries([{ endpointName: 'getSetting', arg: name, value: data }]));
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useGetSettingQuery, useUpdateSettingMutation } = settingsApi;
