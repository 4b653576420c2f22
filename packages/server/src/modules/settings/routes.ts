import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, Setting, SettingParams, UpdateSettingBody } from '@memory/contracts';
import type { SettingsService } from './service';

export const settingsRoutes: FastifyPluginAsyncTypebox<{ settings: SettingsService }> = async (app, { settings }) => {
  app.get(
    '/settings/:name',
    {
      schema: {
        tags: ['settings'],
        summary: '读取设置（未设置时 value 为 null）',
        params: SettingParams,
        response: { 200: Setting, 400: ApiError, 401: ApiError },
      },
    },
    (request) => settings.get(request.userId, request.params.name),
  );

  app.put(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: '保存设置',
        body: UpdateSettingBody,
        response: { 200: Setting, 400: ApiError, 401: ApiError },
      },
    },
    (request) => settings.set(request.userId, request.body.name, request.body.value),
  );
};
