// The shell's history holds a navigation that would leave unsaved work until the person answers: a push waits for
// 离开, and 后退 is undone while asking and replayed on 离开. Without a guard (or an asker) nothing is held.
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { createGuardedHistory, type GuardedHistory } from './guarded-history';

type Answer = (leave: boolean) => void;

function setUp(): { history: GuardedHistory; shown: string[]; questions: string[]; answer(leave: boolean): void; stop(): void } {
  window.history.replaceState(null, '', '/home/new-memo');
  const history = createGuardedHistory(createBrowserHistory({ v5Compat: true }));
  const shown: string[] = [];
  const questions: string[] = [];
  let pending: Answer | null = null;
  history.setAsker((message) => {
    questions.push(message);
    return new Promise<boolean>((resolve) => (pending = resolve));
  });
  const stop = history.listen(({ location }) => shown.push(location.pathname));
  return {
    history,
    shown,
    questions,
    answer(leave) {
      pending?.(leave);
      pending = null;
    },
    stop,
  };
}

const popped = () => new Promise<void>((resolve) => window.addEventListener('popstate', () => setTimeout(resolve, 0), { once: true }));
const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('guarded history', () => {
  it('goes at once without a guard', () => {
    const { history, shown, questions, stop } = setUp();
    history.push('/home/memos');
    expect(shown).toEqual(['/home/memos']);
    expect(questions).toEqual([]);
    stop();
  });

  it('holds a push to another page until the answer: 留下 stays, 离开 goes and lifts the guard', async () => {
    const { history, shown, questions, answer, stop } = setUp();
    history.guardLeave('还没记录');
    history.push('/home/memos');
    expect(questions).toEqual(['还没记录']);
    expect(window.location.pathname).toBe('/home/new-memo');
    history.push('/home/memos'); // a second click while asking asks nothing more
    expect(questions).toHaveLength(1);
    answer(false);
    await settled();
    expect(shown).toEqual([]);

    history.push('/home/trends');
    answer(true);
    await settled();
    expect(shown).toEqual(['/home/trends']);
    expect(window.location.pathname).toBe('/home/trends');
    history.push('/home/memos');
    expect(shown).toEqual(['/home/trends', '/home/memos']);
    expect(questions).toHaveLength(2);
    stop();
  });

  it('never holds a move within the same page, nor a redirect (replace)', () => {
    const { history, shown, questions, stop } = setUp();
    history.guardLeave('还没记录');
    history.push('/home/new-memo?curve=2');
    history.replace('/login');
    expect(shown).toEqual(['/home/new-memo', '/login']);
    expect(questions).toEqual([]);
    stop();
  });

  it('undoes 后退 while asking: 留下 keeps the page and its URL, 离开 goes back', async () => {
    window.history.replaceState(null, '', '/home/memos');
    const { history, shown, questions, answer, stop } = setUp();
    history.push('/home/memos');
    history.push('/home/new-memo');
    history.guardLeave('还没记录');
    shown.length = 0;

    let pop = popped();
    window.history.back();
    await pop;
    // The undo's own pop.
    await popped();
    expect(questions).toEqual(['还没记录']);
    expect(window.location.pathname).toBe('/home/new-memo');
    expect(shown).toEqual([]);
    answer(false);
    await settled();
    expect(shown).toEqual([]);

    pop = popped();
    window.history.back();
    await pop;
    await popped();
    expect(questions).toHaveLength(2);
    pop = popped();
    answer(true);
    await pop;
    expect(window.location.pathname).toBe('/home/memos');
    expect(shown).toEqual(['/home/memos']);
    stop();
  });
});
