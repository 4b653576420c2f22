// Loaded by proofHooks.ts in test builds only: the module namespace objects of every shared singleton, exactly as
// the app that bundles this file sees them, recorded under its MF name on window.__MEMORY_SINGLETONS__.
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as reactRouter from 'react-router';
// antd is shared per component: its contexts and theme (one copy of them is what one theme needs) stand for it.
import { App, ConfigProvider, theme } from 'antd';
// Of @ant-design/icons only the runtime icons render with is shared (tooling/federation/antd-components.mjs).
import AntdIconLight from '@ant-design/icons/es/components/AntdIconLight';
import * as dayjs from 'dayjs';
import * as typebox from '@sinclair/typebox';
import * as memoryApi from '@memory/api';
import * as memoryDesignSystem from '@memory/design-system';

/** Keyed by every name in shared-singletons.json (the list tooling/federation/app-config.mjs shares); a test checks they match. */
export const sharedSingletonViews: Record<string, unknown> = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  'react-router': reactRouter,
  antd: { App, ConfigProvider, theme },
  '@ant-design/icons': { AntdIconLight },
  dayjs,
  '@sinclair/typebox': typebox,
  '@memory/api': memoryApi,
  '@memory/design-system': memoryDesignSystem,
};

export const SINGLETON_REGISTRY_KEY = '__MEMORY_SINGLETONS__';

export function recordSharedSingletonViews(appName: string): void {
  if (typeof window === 'undefined') return;
  const holder = window as unknown as Record<typeof SINGLETON_REGISTRY_KEY, Record<string, unknown> | undefined>;
  const registry = (holder[SINGLETON_REGISTRY_KEY] ??= {});
  registry[appName] = sharedSingletonViews;
}
