// Proof hook for the e2e: the shell's own view of every shared singleton, next to each remote's
// (recorded by createRemoteApp), so a test can check they are the very same module objects.
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as reactRouter from 'react-router';
import * as antd from 'antd';
import * as reduxToolkit from '@reduxjs/toolkit';
import * as rtkQueryReact from '@reduxjs/toolkit/query/react';
import * as reactRedux from 'react-redux';
import * as memoryApi from '@memory/api';
import * as designSystem from '@memory/design-system';

export function recordShellSingletons(): void {
  designSystem.recordSharedModules('shell', {
    react,
    'react/jsx-runtime': reactJsxRuntime,
    'react-dom': reactDom,
    'react-dom/client': reactDomClient,
    'react-router': reactRouter,
    antd,
    '@reduxjs/toolkit': reduxToolkit,
    '@reduxjs/toolkit/query/react': rtkQueryReact,
    'react-redux': reactRedux,
    '@memory/api': memoryApi,
    '@memory/design-system': designSystem,
  });
}
