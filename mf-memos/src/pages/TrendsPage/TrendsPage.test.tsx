import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { addDays, chinaDayOf, dayOfMonth, monthOf, STORAGE_KEYS, userStorageKey, type ActivityEntry } from '@memory/contracts';
import { createAppStore } from '@memory/api';
import { sampleCalibration } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';
import { paths } from '../../paths';

const fake = setupFakeApi();
const today = chinaDayOf(new Date());
const entry = (date: string, count: number, level: number): ActivityEntry => ({ date, count, level });

beforeEach(() => localStorage.clear());

describe('数据趋势 page', () => {
  it('shows the four remaining counts', async () => {
    fake.backend.state.summary = { todayLeft: 3, weekLeft: 12, monthLeft: 40, totalLeft: 250 };
    renderRemote({ routes, path: paths.trends, store: createAppStore() });
    for (const [label, value] of [['今日剩余', '3'], ['本周剩余', '12'], ['本月剩余', '40'], ['总剩余', '250']] as const) {
      expect(await within(await screen.findByRole('group', { name: label })).findByText(value)).toBeInTheDocument();
    }
  });

  it('draws a Monday-first year with Chinese labels and a tooltip per day, at its level', async () => {
    fake.backend.state.activities = [entry(addDays(today, -1), 12, 2), entry(today, 31, 4)];
    renderRemote({ routes, path: paths.trends, store: createAppStore() });
    const map = await screen.findByRole('figure', { name: '复习热力图' });
    const todayCell = await within(map).findByLabelText(`${today} 完成了 31 条记忆`);
    expect(todayCell).toHaveAttribute('data-level', '4');
    expect(within(map).getByLabelText(`${addDays(today, -1)} 完成了 12 条记忆`)).toHaveAttribute('data-level', '2');
    expect(within(map).getByLabelText(`${addDays(today, -2)} 完成了 0 条记忆`)).toHaveAttribute('data-level', '0');
    for (const weekday of ['一', '二', '三', '四', '五', '六', '日']) expect(within(map).getByText(weekday)).toBeInTheDocument();
    expect(within(map).getAllByText(/^\d{1,2}月$/).length).toBeGreaterThanOrEqual(12);
  });

  it('asks only from the second-to-last cached day and merges the answer into the cache', async () => {
    const cached = [entry(addDays(today, -3), 5, 1), entry(addDays(today, -2), 1, 1), entry(addDays(today, -1), 2, 1)];
    localStorage.setItem(userStorageKey(STORAGE_KEYS.activities, 'user-1'), JSON.stringify(cached));
    fake.backend.state.activities = [entry(addDays(today, -2), 1, 1), entry(addDays(today, -1), 10, 2), entry(today, 4, 1)];
    renderRemote({ routes, path: paths.trends, store: createAppStore() });

    expect(await screen.findByLabelText(`${addDays(today, -1)} 完成了 10 条记忆`)).toBeInTheDocument();
    expect(screen.getByLabelText(`${addDays(today, -3)} 完成了 5 条记忆`)).toBeInTheDocument();
    expect(fake.backend.state.activityRequests).toEqual([addDays(today, -2)]);
    const stored = JSON.parse(localStorage.getItem(userStorageKey(STORAGE_KEYS.activities, 'user-1'))!) as ActivityEntry[];
    expect(stored.map((day) => [day.date, day.count])).toEqual([
      [addDays(today, -3), 5],
      [addDays(today, -2), 1],
      [addDays(today, -1), 10],
      [today, 4],
    ]);
  });
});

describe('数据趋势: true retention and the forecast', () => {
  const count = (recalled: number, graded: number) => ({ recalled, graded });

  it('shows each curve’s retention this week / month / all time, — for no data, and suggests 智能曲线 only where the server says so', async () => {
    fake.backend.state.retention = {
      curves: [
        { curveId: 'EBBINGHAUS', curveName: '艾宾浩斯曲线', week: count(0, 0), month: count(15, 20), allTime: count(28, 40), suggestSmartCurve: true },
        { curveId: 'SMART', curveName: '智能曲线', week: count(9, 10), month: count(18, 20), allTime: count(18, 20), suggestSmartCurve: false },
      ],
      forecast: Array.from({ length: 30 }, (_, index) => ({ date: addDays(today, index), count: index === 0 ? 6 : index === 3 ? 12 : 0 })),
    };
    renderRemote({ routes, path: paths.trends, store: createAppStore() });
    const section = await screen.findByRole('region', { name: '真实记忆率' });
    const row = (name: string) => within(section).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(await within(section).findByRole('columnheader', { name: '本周' })).toBeInTheDocument();
    expect(row('艾宾浩斯曲线')).toHaveTextContent(/^艾宾浩斯曲线—0\/075%15\/2070%28\/40$/);
    expect(row('智能曲线')).toHaveTextContent(/^智能曲线90%9\/1090%18\/2090%18\/20$/);
    expect(within(section).getByText(/「艾宾浩斯曲线」近 30 天 30 次以上评分的记忆率低于 80%，可以试试智能曲线/)).toBeInTheDocument();
    expect(within(section).getAllByRole('alert')).toHaveLength(1);
    expect(within(section).getByRole('link', { name: '去记忆曲线' })).toHaveAttribute('href', '/home/curves');

    const forecast = screen.getByRole('figure', { name: '未来 30 天复习预测' });
    expect(within(forecast).getAllByRole('img')).toHaveLength(30);
    expect(within(forecast).getByRole('img', { name: `${today} 预计复习 6 条` })).toBeInTheDocument();
    expect(within(forecast).getByRole('img', { name: `${addDays(today, 3)} 预计复习 12 条` })).toBeInTheDocument();
    const peak = addDays(today, 3);
    expect(within(forecast).getByText(`共 18 条，最多的一天是 ${monthOf(peak)}月${dayOfMonth(peak)}日，12 条`)).toBeInTheDocument();
  });

  it('says there is nothing graded yet for a new user, and nothing due', async () => {
    renderRemote({ routes, path: paths.trends, store: createAppStore() });
    expect(await screen.findByText(/还没有在这里评分的复习（导入的复习记录不计入）/)).toBeInTheDocument();
    expect(screen.getByText('未来 30 天没有待复习的内容')).toBeInTheDocument();
  });

  it('says 记忆率加载失败 with the server’s reason, and 重试 asks again', async () => {
    let calls = 0;
    fake.server.use(
      http.get('*/api/timeline/retention', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ code: 'INTERNAL', message: '服务暂时不可用' }, { status: 500 }) : undefined;
      }),
    );
    renderRemote({ routes, path: paths.trends, store: createAppStore() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('记忆率加载失败');
    expect(alert).toHaveTextContent('服务暂时不可用');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText(/还没有在这里评分的复习（导入的复习记录不计入）/)).toBeInTheDocument();
  });
});

describe('数据趋势: how well 智能曲线 predicts (issue 31)', () => {
  it('draws predicted against actual in ten bins with their counts, and true retention young and mature per curve', async () => {
    fake.backend.state.smartCurve.calibration = sampleCalibration();
    renderRemote({ routes, path: paths.trends, store: createAppStore() });
    const card = await screen.findByRole('region', { name: '智能曲线预测准确度' });
    expect(await within(card).findByRole('img', { name: '预测 90%–100%：预测 95%，实际 91%，431 次复习' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: '预测 0%–10%：没有复习' })).toBeInTheDocument();
    expect(within(card).getAllByRole('img')).toHaveLength(10);
    expect(within(card).getByText('共 800 次评分复习')).toBeInTheDocument();
    expect(within(card).getByText(/正在使用默认参数/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '去设置' })).toHaveAttribute('href', '/home/settings');

    const table = screen.getByRole('region', { name: '新内容与成熟内容的记忆率' });
    const smart = within(table).getByRole('row', { name: /^智能曲线/ });
    expect(within(smart).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['88%371/420', '93%352/380', '90%723/800']);
    const ebbinghaus = within(table).getByRole('row', { name: /^艾宾浩斯曲线/ });
    expect(within(ebbinghaus).getAllByRole('cell')[1]).toHaveTextContent('—0/0');
  });

  it('with personal parameters says by how much they cut the error, over how many reviews', async () => {
    fake.backend.state.smartCurve.calibration = sampleCalibration({ source: 'PERSONAL', personal: { errorReductionPercent: 12.5, reviews: 812 } });
    renderRemote({ routes, path: paths.trends, store: createAppStore() });
    expect(await screen.findByText('个性化参数已启用：预测误差降低 12.5%（812 次复习）')).toBeInTheDocument();
    expect(screen.queryByText(/正在使用默认参数/)).not.toBeInTheDocument();
  });

  it('says there is nothing to compare yet for a new learner', async () => {
    fake.backend.state.smartCurve.calibration = sampleCalibration({ bins: [], reviews: 0, curves: [] });
    renderRemote({ routes, path: paths.trends, store: createAppStore() });
    expect(await screen.findByText(/还没有智能曲线上的评分复习/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '新内容与成熟内容的记忆率' })).not.toBeInTheDocument();
  });
});
