// The ONE RTK Query api of the product. Domain files under ./endpoints inject their endpoints into it.
import { createApi } from '@reduxjs/toolkit/query/react';
import { authorisedBaseQuery } from './baseQuery';

export const API_TAG_TYPES = [
  'User',
  'Setting',
  'ReminderSettings',
  'Account',
  'Memo',
  'MemoTag',
  'Attachment',
  'Curve',
  'TrendSummary',
  'Retention',
  'Activity',
  'Jar',
  'JarItem',
  'JarProgress',
  'Category',
  'HotTag',
  'PublicJar',
  'Star',
  'StoreJar',
  'PublishTask',
  'Order',
  'OrderType',
  'Import',
  'AccountExport',
  'CardBuilderRun',
  'CardBuilderUsage',
  'SmartCurve',
] as const;
export type ApiTagType = (typeof API_TAG_TYPES)[number];

/** Tag id for "the list of X", invalidated by creates and deletes. */
export const LIST = 'LIST';

export const api = createApi({
  reducerPath: 'api',
  baseQuery: authorisedBaseQuery,
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
});
