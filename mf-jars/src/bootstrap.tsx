// mf-jars on its own: the dev harness plays the shell (history, store, sign-in, theme) around this remote.
import { startDevHarness } from '@memory/remote-runtime/dev-harness';
import lifecycles from './app';
import { paths } from './paths';

void startDevHarness({
  title: 'mf-jars',
  name: 'mf_jars',
  app: lifecycles,
  links: [
    { label: '知识罐', path: paths.jars },
    { label: '创建知识罐', path: paths.createJar },
    { label: '记忆曲线', path: paths.curves },
    { label: '创建曲线', path: paths.createCurve },
  ],
});
