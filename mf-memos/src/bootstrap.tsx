// mf-memos on its own: the dev harness plays the shell (history, store, sign-in, theme) around this remote.
import { startDevHarness } from '@memory/remote-runtime/dev-harness';
import lifecycles from './app';
import { paths } from './paths';

void startDevHarness({
  title: 'mf-memos',
  name: 'mf_memos',
  app: lifecycles,
  links: [
    { label: '新建 MEMO', path: paths.newMemo },
    { label: 'MEMOS', path: paths.memos },
    { label: '我的收藏', path: paths.stars },
    { label: '数据趋势', path: paths.trends },
  ],
});
