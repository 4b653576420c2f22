// This remote's own view of every shared singleton, recorded on window so an e2e can prove each one
// is the very object the shell holds (Module Federation loaded it once).
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as reactRouter from 'react-router';
import * as antd from 'antd';
import * as reduxToolkit from '@reduxjs/toolkit';
import * as reduxToolkitQueryReact from '@reduxjs/toolkit/query/react';
import * as reactRedux from 'react-redux';
import * as memoryApi from '@memory/api';
import * as memoryDesignSystem from '@memory/design-system';
import type { SharedModules } from '@memory/design-system';

export const sharedModules: SharedModules = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  'react-router': reactRouter,
  antd,
  '@reduxjs/toolkit': reduxToolkit,
  '@reduxjs/toolkit/query/react': reduxToolkitQueryReact,
  'react-redux': reactRedux,
  '@memory/api': memoryApi,
  '@memory/design-system': memoryDesignSystem,
};
