import { screen, within } from '@testing-library/react';
import { addDays, chinaDayOf, STORAGE_KEYS, type ActivityEntry } from '@memory/contracts';
import { createAppStore, userStorageKey } from '@memory/api';
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
