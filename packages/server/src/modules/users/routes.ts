import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, AttachmentUploadResponse, AvatarUploadBody, CurrentUser, UpdateUsernameBody } from '@memory/contracts';
import type { UsersService } from './service';

export const usersRoutes: FastifyPluginAsyncTypebox<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/users/me',
    { schema: { tags: ['users'], summary: '当前用户', response: { 200: CurrentUser, 401: ApiError } } },
    (request) => users.getCurrentUser(request.userId),
  );

  app.put(
    '/users/me/username',
    {
      schema: {
        tags: ['users'],
        summary: '修改用户名',
        body: UpdateUsernameBody,
        response: { 200: CurrentUser, 400: ApiError, 401: ApiError, 409: ApiError },
      },
    },
    (request) => users.changeUsername(request.userId, request.body.username),
  );

  app.put(
    '/users/me/avatar',
    {
      schema: {
        tags: ['users'],
        summary: '申请头像上传地址（图片 ≤ 20MB，所有账户可用），随后把文件 PUT 到 data.signedUrl；上传完成后 GET /users/me 返回 avatarUrl',
        body: AvatarUploadBody,
        response: { 200: AttachmentUploadResponse, 400: ApiError, 401: ApiError },
      },
    },
    (request) => users.requestAvatarUpload(request.userId, request.body.contentType),
  );
};
