// mf-account on its own: the dev harness plays the shell (history, store, sign-in, theme) around this remote.
import { startDevHarness } from '@memory/remote-runtime/dev-harness';
import lifecycles from './app';
import { paths } from './paths';

void startDevHarness({
  title: 'mf-account',
  name: 'mf_account',
  app: lifecycles,
  links: [
    { label: '账户', path: paths.account },
    { label: '会员卡', path: paths.memberCards },
    { label: '设置', path: paths.settings },
  ],
});
