import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MEMO_MAX_LENGTH } from '@memory/contracts';
import { createAppStore } from '@memory/api';
import { setupFakeApi } from '@memory/api/testing/jest';
import { renderRemote } from '@memory/design-system/remote-testing';
import { routes } from '../../routes';
import { paths } from '../../paths';

const fake = setupFakeApi();
const user = userEvent.setup({ delay: null });

async function renderNewMemo() {
  renderRemote({ routes, path: paths.newMemo, store: createAppStore() });
  const text = await screen.findByPlaceholderText('记下你想记住的内容…');
  const record = screen.getByRole('button', { name: '记录' });
  return { text, record };
}

describe('新建 MEMO page', () => {
  it('offers 记录 only once there is text, and counts towards the 2048 limit', async () => {
    const { text, record } = await renderNewMemo();
    expect(record).toBeDisabled();
    expect(text).toHaveAttribute('maxlength', String(MEMO_MAX_LENGTH));

    await user.click(text);
    await user.paste('   ');
    expect(record).toBeDisabled();

    await user.paste('光合作用');
    expect(record).toBeEnabled();
    expect(screen.getByText(`7 / ${MEMO_MAX_LENGTH}`)).toBeInTheDocument();
  });

  it('records the memo, then shows it finished until the text changes', async () => {
    const { text, record } = await renderNewMemo();
    await user.click(text);
    await user.paste('水的沸点是 100°C');
    await user.click(record);

    await waitFor(() => expect(screen.getByRole('button', { name: /记录/ })).toBeDisabled());
    expect(screen.getByLabelText('已记录')).toBeInTheDocument();
    expect(fake.backend.state.memos.map((memo) => memo.content)).toEqual(['水的沸点是 100°C']);

    await user.click(text);
    await user.paste('（一个标准大气压）');
    expect(screen.queryByLabelText('已记录')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '记录' })).toBeEnabled();
  });

  it("shows the server's message when creating fails, and clears it on the next edit", async () => {
    fake.server.use(
      http.post('*/api/memos', () => HttpResponse.json({ code: 'PREMIUM_REQUIRED', message: '会员专属功能' }, { status: 403 })),
    );
    const { text, record } = await renderNewMemo();
    await user.click(text);
    await user.paste('记一笔');
    await user.click(record);
    expect(await screen.findByRole('alert')).toHaveTextContent('会员专属功能');

    await user.click(text);
    await user.paste('！');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to 创建失败，请稍后重试 without a server message', async () => {
    fake.server.use(http.post('*/api/memos', () => HttpResponse.error()));
    const { text, record } = await renderNewMemo();
    await user.click(text);
    await user.paste('记一笔');
    await user.click(record);
    expect(await screen.findByRole('alert')).toHaveTextContent('创建失败，请稍后重试');
    expect(screen.getByRole('button', { name: '记录' })).toBeEnabled();
  });
});
