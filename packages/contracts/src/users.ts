// Current user and profile: GET /api/users/me, PUT /api/users/me/username, avatar upload.
import { Type, type Static } from '@sinclair/typebox';
import { USERNAME_MAX_LENGTH } from './limits';
import { Id, NonBlankText, Nullable } from './schema-helpers';

/** Profile (SPEC §3): id and username; username is null until chosen (shown as 未设置). */
export const CurrentUser = Type.Object({
  id: Id,
  username: Nullable(Type.String()),
  avatarUrl: Nullable(Type.String()),
});
export type CurrentUser = Static<typeof CurrentUser>;
export const Profile = CurrentUser;
export type Profile = CurrentUser;

/** PUT /api/users/me/username. The client trims; the server rejects blank or too long names. */
export const UpdateUsernameBody = Type.Object({
  username: NonBlankText(USERNAME_MAX_LENGTH, 'new username, trimmed'),
});
export type UpdateUsernameBody = Static<typeof UpdateUsernameBody>;

/** PUT /api/users/me/avatar {contentType} → { data: { signedUrl, id } } (same shape as attachments). */
export const AvatarUploadBody = Type.Object({
  contentType: Type.String({ minLength: 1, maxLength: 128 }),
});
export type AvatarUploadBody = Static<typeof AvatarUploadBody>;
