// Current user and profile: GET /users/me, PUT /users/me/username, PUT /users/me/avatar.
import type { AttachmentUploadResponse, AvatarUploadBody, CurrentUser, UpdateUsernameBody } from '@memory/contracts';
import { api } from '../api';

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<CurrentUser, void>({
      query: () => '/users/me',
      providesTags: ['User'],
    }),
    updateUsername: build.mutation<CurrentUser, UpdateUsernameBody>({
      query: (body) => ({ url: '/users/me/username', method: 'PUT', body }),
      // Write the answer straight into the cache so the profile card never flickers back.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(usersApi.util.upsertQueryEntries([{ endpointName: 'getCurrentUser', arg: undefined, value: data }]));
      },
    }),
    /** Signed upload URL for a new avatar; PUT the file there, then refetch the user. */
    requestAvatarUpload: build.mutation<AttachmentUploadResponse, AvatarUploadBody>({
      query: (body) => ({ url: '/users/me/avatar', method: 'PUT', body }),
    }),
  }),
});

export const { useGetCurrentUserQuery, useUpdateUsernameMutation, useRequestAvatarUploadMutation } = usersApi;
