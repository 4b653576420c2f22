import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@memory/api';
import { createPremiumAccount, createTrialAccount } from '@memory/api/testing';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/remote-runtime/testing';
import { routes } from '../../routes';
import { paths } from '../../paths';

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });

const renderAccount = () => renderRemote({ routes, path: paths.account, store: createAppStore() });

describe('账户 page', () => {
  it('shows a trial as the free plan for 7 days with its quota table, premium features locked', async () => {
    fake.backend.state.account = createTrialAccount(5);
    renderAccount();
    expect(await screen.findByText('试用')).toBeInTheDocument();
    expect(screen.getByText(/试用即免费版，注册后 7 天内/)).toBeInTheDocument();
    expect(screen.getByText(/试用剩余/)).toHaveTextContent('试用剩余 5 天');
    const quotas = screen.getByRole('table', { name: '当前方案额度' });
    expect(within(quotas).getByRole('row', { name: 'AI 智能解释 0' })).toBeInTheDocument();
    expect(within(quotas).getByRole('row', { name: '自定义曲线 0' })).toBeInTheDocument();
    const premium = screen.getByRole('region', { name: '会员权益' });
    expect(within(premium).getAllByLabelText('未开通')).toHaveLength(7);
    expect(within(premium).getByText('AI 制卡：把学习材料做成卡片')).toBeInTheDocument();
    expect(within(premium).getByText('创建知识罐，导入 Anki、CSV 和 Markdown 卡片')).toBeInTheDocument();
    expect(screen.queryByText('到期时间（北京时间）')).not.toBeInTheDocument();
  });

  it('offers 升级会员 to a free account, leading to 会员卡', async () => {
    fake.backend.state.account = { ...createTrialAccount(), type: 'FREE', expiredAt: null, expiredInDays: 0 };
    const view = renderAccount();
    expect(await screen.findByText('免费版', { selector: 'span' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '升级会员' }));
    expect(view.history.location.pathname).toBe(paths.memberCards);
  });

  it("shows a member's days left and the expiry in China time, every benefit unlocked, and 续费", async () => {
    fake.backend.state.account = { ...createPremiumAccount(183), expiredAt: '2027-05-23T16:30:00.000Z' };
    renderAccount();
    expect(await screen.findByText('年卡会员')).toBeInTheDocument();
    expect(screen.getByText('183 天')).toBeInTheDocument();
    // 16:30 UTC is 00:30 the next day in Asia/Shanghai.
    expect(screen.getByText('2027-05-24 00:30')).toBeInTheDocument();
    expect(screen.getByText('到期时间（北京时间）')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '会员权益' })).getAllByLabelText('可用')).toHaveLength(7);
    expect(screen.getByRole('button', { name: '续费' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '当前方案额度' })).not.toBeInTheDocument();
  });

  it('says the account failed to load and retries', async () => {
    let calls = 0;
    fake.server.use(
      http.get('*/api/users/me/account', () => {
        calls += 1;
        return calls === 1 ? new HttpResponse(null, { status: 500 }) : HttpResponse.json(createTrialAccount());
      }),
    );
    renderAccount();
    expect(await screen.findByText('账户信息加载失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('试用')).toBeInTheDocument();
  });
});
