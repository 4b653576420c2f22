import * as React from 'react';
import { act } from 'react';

type ReactModule = typeof React;

// The root's first render goes through React's startTransition (sliced, not one long task); later ones do not.
const startTransition = jest.fn((callback: () => void) => jest.requireActual<ReactModule>('react').startTransition(callback));
jest.mock('react', () => ({ ...jest.requireActual<ReactModule>('react'), startTransition: (callback: () => void) => startTransition(callback) }));

import { createRootRenderingFirstInTransition } from './transitionRoot';

test('the first render is a transition, the later ones are urgent, and both show', async () => {
  const container = document.createElement('div');
  const root = createRootRenderingFirstInTransition(container);
  await act(async () => root.render(<p>新建 MEMO</p>));
  expect(startTransition).toHaveBeenCalledTimes(1);
  expect(container.textContent).toBe('新建 MEMO');

  await act(async () => root.render(<p>MEMOS</p>));
  expect(startTransition).toHaveBeenCalledTimes(1);
  expect(container.textContent).toBe('MEMOS');

  await act(async () => root.unmount());
  expect(container.textContent).toBe('');
});
