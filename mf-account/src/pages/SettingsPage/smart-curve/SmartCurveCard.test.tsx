import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { http, HttpResponse } from 'msw';
import { createFakeFit, createFakeSmartCurve } from '@memory/api/testing';
import { renderWithStore, setupFakeApi } from '@memory/api/testing/jest';
import { SmartCurveCard } from './SmartCurveCard';
import { SmartCurveCardView } from './SmartCurveCardView';

// 设置 → 智能曲线参数 against the fake backend: its 立即优化 decides at the next status read (runningPolls 0).

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });

async function renderCard() {
  // antd's App: the card's success message renders through it, as in the product's shell.
  renderWithStore(
    <App>
      <SmartCurveCard />
    </App>,
  );
  const card = (await screen.findByText(/正在使用：/)).closest<HTMLElement>('.ant-card')!;
  return within(card);
}

describe('智能曲线参数 card', () => {
  it('below 400 graded reviews says how many more are needed and does not offer 立即优化', async () => {
    fake.backend.state.smartCurve = createFakeSmartCurve({ reviewsCounted: 300 });
    const card = await renderCard();
    expect(card.getByText('正在使用：默认参数')).toBeInTheDocument();
    expect(card.getByText('已有 300 次评分复习，还需 100 次才能优化（共需 400 次）。')).toBeInTheDocument();
    expect(card.getByRole('button', { name: '立即优化' })).toBeDisabled();
  });

  it('立即优化 → a better fit is offered, its preview shows what moves, 确认启用 adopts it', async () => {
    fake.backend.state.smartCurve = createFakeSmartCurve({ reviewsCounted: 812, nextAutomaticFit: '2026-11-30' }, { runningPolls: 0, nextDecision: 'BETTER' });
    const card = await renderCard();
    expect(card.getByText(/已计入 812 次评分复习。 下次自动优化：2026-11-30 起/)).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: '立即优化' }));

    expect(await card.findByText(/优化后的参数预测更准，可以启用（预测误差（RMSE）：默认 6\.4% → 优化后 5\.6%）/)).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: '启用新参数' }));
    const dialog = await screen.findByRole('dialog', { name: '启用个性化参数' });
    expect(await within(dialog).findByText('智能曲线上的 240 条内容将按新参数重新安排，其中 37 条改到别的日子；其他曲线不变。')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: /未来 30 天每天的复习量：.*24→12/ })).toBeInTheDocument();
    expect(fake.backend.state.smartCurve.changes).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: '确认启用' }));

    await waitFor(() => expect(card.getByText('正在使用：个性化参数')).toBeInTheDocument());
    expect(fake.backend.state.smartCurve.changes).toEqual([{ kind: 'adopt', fitId: 'fit-100' }]);
    expect(card.getByText(/启用，预测误差降低 12\.5%/)).toBeInTheDocument();
    expect(card.queryByRole('button', { name: '启用新参数' })).not.toBeInTheDocument();
    // The last fit is the one in use: it no longer offers itself (可以启用).
    expect(card.getByTestId('last-fit')).toHaveTextContent(/优化后的参数预测更准，已启用（/);
    expect(await screen.findByText('已启用个性化参数，37 条内容已改期')).toBeInTheDocument();
  });

  it('a fit that does not predict better is kept with its reason and cannot be adopted', async () => {
    fake.backend.state.smartCurve = createFakeSmartCurve({ reviewsCounted: 812 }, { runningPolls: 0, nextDecision: 'NOT_BETTER' });
    const card = await renderCard();
    await user.click(card.getByRole('button', { name: '立即优化' }));
    expect(await card.findByText(/优化后的参数没有更准（预测误差（RMSE）：默认 6\.4% → 优化后 6\.9%）/)).toBeInTheDocument();
    expect(card.queryByRole('button', { name: '启用新参数' })).not.toBeInTheDocument();
    expect(card.getByText('正在使用：默认参数')).toBeInTheDocument();
  });

  it('恢复默认参数 asks with the preview first; cancelling changes nothing, confirming goes back', async () => {
    const adopted = createFakeFit({ adoptedAt: '2026-11-21T08:00:00.000Z' });
    fake.backend.state.smartCurve = createFakeSmartCurve({ source: 'PERSONAL', adopted, lastFit: adopted, reviewsCounted: 812 });
    const card = await renderCard();
    expect(card.getByText('2026-11-21 启用，预测误差降低 12.5%')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: '恢复默认参数' }));
    let dialog = await screen.findByRole('dialog', { name: '恢复默认参数' });
    await within(dialog).findByText(/其中 37 条改到别的日子/);
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.backend.state.smartCurve.changes).toEqual([]);

    await user.click(card.getByRole('button', { name: '恢复默认参数' }));
    dialog = await screen.findByRole('dialog', { name: '恢复默认参数' });
    await within(dialog).findByText(/其中 37 条改到别的日子/);
    await user.click(within(dialog).getByRole('button', { name: '确认恢复' }));
    await waitFor(() => expect(card.getByText('正在使用：默认参数')).toBeInTheDocument());
    expect(fake.backend.state.smartCurve.changes).toEqual([{ kind: 'revert' }]);
  });

  it('a refused 立即优化 (one already running elsewhere) says why', async () => {
    fake.backend.state.smartCurve = createFakeSmartCurve({ reviewsCounted: 812 });
    fake.server.use(http.post('*/api/smart-curve/optimize', () => HttpResponse.json({ code: 'CONFLICT', message: '已有一次优化正在进行，请稍候' }, { status: 409 })));
    const card = await renderCard();
    await user.click(card.getByRole('button', { name: '立即优化' }));
    expect(await card.findByText('已有一次优化正在进行，请稍候')).toBeInTheDocument();
  });

  it('while a fit runs, 立即优化 is busy and says so', () => {
    const running = createFakeFit({ id: 'fit-9', status: 'RUNNING', decision: null, reason: null, finishedAt: null });
    renderWithStore(<SmartCurveCardView status={{ ...createFakeSmartCurve({ reviewsCounted: 812 }).status, running }} onOptimize={jest.fn()} onAdopt={jest.fn()} onRevert={jest.fn()} />);
    expect(screen.getByRole('button', { name: /正在优化…/ })).toBeDisabled();
  });
});
