// mf-marketplace on its own: the dev harness plays the shell (history, store, sign-in, theme) around this remote.
import { startDevHarness } from '@memory/remote-runtime/dev-harness';
import lifecycles from './app';
import { paths } from './paths';

void startDevHarness({
  title: 'mf-marketplace',
  name: 'mf_marketplace',
  app: lifecycles,
  links: [
    { label: '知识市场', path: paths.marketplace },
    { label: '我发布的知识罐', path: paths.store },
    { label: '发布记录', path: paths.publishTasks },
  ],
});
