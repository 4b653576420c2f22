import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SYSTEM_CURVES, type Curve } from '@memory/contracts';
import { createAppStore } from '@memory/api';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/design-system/remote-testing';
import { routes } from '../../routes';
import { paths } from '../../paths';
import { pickLabelledIndexes } from './CurveTimeline';

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });

const customCurve = (n: number): Curve => ({ id: `curve-${n}`, name: `我的曲线 ${n}`, description: '', steps: [2, 5], system: false });

function cardTitled(name: string): HTMLElement {
  const card = screen.getByText(name).closest<HTMLElement>('[data-testid="curve-card"]');
  if (!card) throw new Error(`no card for ${name}`);
  return card;
}

describe('记忆曲线 page', () => {
  it('lists the system curves as cards with their reviews on a timeline', async () => {
    renderRemote({ routes, path: paths.curves, store: createAppStore() });
    for (const curve of SYSTEM_CURVES) expect(await screen.findByText(curve.name)).toBeInTheDocument();

    const ebbinghaus = within(cardTitled('艾宾浩斯曲线'));
    // Review 0 plus one dot per step: 1,2,3,4,4,7,14 → days 0,1,3,6,10,14,21,35.
    expect(ebbinghaus.getAllByTestId('curve-review')).toHaveLength(8);
    expect(ebbinghaus.getByRole('img', { name: /第0天.*第35天/ })).toBeInTheDocument();
  });

  it('puts 默认 on EBBINGHAUS when the user has no DEFAULT_CURVE', async () => {
    renderRemote({ routes, path: paths.curves, store: createAppStore() });
    await screen.findByText('艾宾浩斯曲线');
    expect(within(cardTitled('艾宾浩斯曲线')).getByText('默认')).toBeInTheDocument();
    expect(screen.getAllByText('默认')).toHaveLength(1);
  });

  it('puts 默认 on the curve the DEFAULT_CURVE setting names', async () => {
    fake.backend.state.settings.DEFAULT_CURVE = 'PER_WEEK_LAST_THREE_WEEKS';
    renderRemote({ routes, path: paths.curves, store: createAppStore() });
    await screen.findByText('每周一次，持续三周');
    expect(await within(cardTitled('每周一次，持续三周')).findByText('默认')).toBeInTheDocument();
    expect(screen.getAllByText('默认')).toHaveLength(1);
  });

  it('loads 5 curves per page and more with 加载更多', async () => {
    fake.backend.state.curves.push(...[1, 2, 3, 4, 5, 6, 7].map(customCurve));
    renderRemote({ routes, path: paths.curves, store: createAppStore() });
    await screen.findByText('艾宾浩斯曲线');
    await user.click(screen.getByRole('tab', { name: '自定义曲线' }));
    // Page 1 holds the 4 system curves and the first custom one.
    expect(screen.getAllByTestId('curve-card')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('我的曲线 6')).toBeInTheDocument();
    expect(screen.getAllByTestId('curve-card')).toHaveLength(6);

    await user.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('我的曲线 7')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument();
  });
});

describe('pickLabelledIndexes', () => {
  it('keeps the first and last labels and drops ones that would overlap', () => {
    expect([...pickLabelledIndexes([0, 2, 4, 50, 97, 100])]).toEqual([0, 3, 5]);
  });
});
