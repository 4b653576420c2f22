import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createAppStore, curvesApi, settingsApi, useDefaultCurveId, useGetCurvePagesInfiniteQuery } from '../src';
import { createPremiumAccount } from '../src/testing';
import { setupFakeApi } from '../src/testing/jest';

const fake = setupFakeApi();

function wrapperFor(store = createAppStore()) {
  return ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
}

describe('curves', () => {
  it('loads more pages until every curve is shown', async () => {
    fake.backend.state.curves.push({ id: 'mine', name: '我的曲线', description: '', steps: [2, 4], system: false, adaptive: false });
    const { result } = renderHook(() => useGetCurvePagesInfiniteQuery({ size: 2 }), { wrapper: wrapperFor() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.pages.flatMap((page) => page.entries)).toHaveLength(2);
    expect(result.current.hasNextPage).toBe(true);

    // Each page must land before asking for the next, or the second call repeats the first.
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(3));
    const names = result.current.data?.pages.flatMap((page) => page.entries.map((curve) => curve.id));
    expect(names).toEqual(['EBBINGHAUS', 'PER_DAY_LAST_A_WEEK', 'PER_DAY_LAST_A_MONTH', 'PER_WEEK_LAST_THREE_WEEKS', 'SMART', 'mine']);
    expect(result.current.hasNextPage).toBe(false);
  });

  it('the default curve is EBBINGHAUS until the user picks another', async () => {
    const store = createAppStore();
    const { result } = renderHook(() => useDefaultCurveId(), { wrapper: wrapperFor(store) });
    expect(result.current).toBe('EBBINGHAUS');

    await act(() => store.dispatch(settingsApi.endpoints.updateSetting.initiate({ name: 'DEFAULT_CURVE', value: 'PER_WEEK_LAST_THREE_WEEKS' })));
    await waitFor(() => expect(result.current).toBe('PER_WEEK_LAST_THREE_WEEKS'));
  });

  it('system curves cannot be deleted', async () => {
    const result = await createAppStore().dispatch(curvesApi.endpoints.deleteCurve.initiate('EBBINGHAUS'));
    expect(result).toMatchObject({ error: { status: 403 } });
    expect(fake.backend.state.curves).toHaveLength(5);
  });

  it('a new curve refreshes the loaded list', async () => {
    fake.backend.state.account = createPremiumAccount(); // custom curves are premium
    const store = createAppStore();
    const { result } = renderHook(() => useGetCurvePagesInfiniteQuery({ size: 10 }), { wrapper: wrapperFor(store) });
    await waitFor(() => expect(result.current.data?.pages[0]?.total).toBe(5));
    await act(() => store.dispatch(curvesApi.endpoints.createCurve.initiate({ name: '考前冲刺', steps: [1, 1, 2] })));
    await waitFor(() => expect(result.current.data?.pages[0]?.total).toBe(6));
  });
});
