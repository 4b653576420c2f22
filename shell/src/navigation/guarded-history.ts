// The shell's one browser history, able to ask before in-app navigation leaves unsaved work (新建 MEMO with unrecorded
// text). Links, the side menu and every remote's navigation push through it; 后退 / 前进 arrive as a pop, which is
// undone while the person is asked and replayed on 离开. react-router's data router has this built in (useBlocker),
// but it brings its whole state machine into every first load for this one question; a wrapper of the plain history
// does it here.
import { UNSAFE_createBrowserHistory as createBrowserHistory, type To } from 'react-router';

export type BrowserHistory = ReturnType<typeof createBrowserHistory>;
type Listener = Parameters<BrowserHistory['listen']>[0];
type Update = Parameters<Listener>[0];

/** Shows the question and resolves true to leave, false to stay. */
export type AskToLeave = (message: string) => Promise<boolean>;

export interface GuardedHistory extends BrowserHistory {
  /** What leaving the current page would leave behind (asked before it goes), or null: nothing to ask. */
  guardLeave(message: string | null): void;
  /** Who asks (the shell's dialog); without one, navigation is never held. */
  setAsker(ask: AskToLeave | null): void;
}

export function createGuardedHistory(base: BrowserHistory = createBrowserHistory({ v5Compat: true })): GuardedHistory {
  let message: string | null = null;
  let ask: AskToLeave | null = null;
  let asking = false;
  /** The path the app shows: a pop being undone has not reached it. */
  let shownPath = base.location.pathname;
  /** Pops caused by undoing (or replaying) one: not a person's navigation. */
  let ownPops = 0;
  const listeners = new Set<Listener>();

  const held = (pathname: string) => message !== null && ask !== null && pathname !== shownPath;

  /** Asks once (a second click while the dialog is open is ignored); `go` runs only on 离开. */
  function confirmThen(go: () => void): void {
    if (asking || !ask || message === null) return;
    asking = true;
    void ask(message).then((leave) => {
      asking = false;
      if (!leave) return;
      message = null;
      go();
    });
  }

  function deliver(update: Update): void {
    shownPath = update.location.pathname;
    listeners.forEach((listener) => listener(update));
  }

  let unlisten: (() => void) | null = null;
  function listenToBase(): void {
    unlisten ??= base.listen((update) => {
      if (ownPops > 0 && update.action === 'POP') {
        ownPops -= 1;
        if (update.location.pathname === shownPath) return;
      }
      if (update.action === 'POP' && update.delta && held(update.location.pathname)) {
        const delta = update.delta;
        ownPops += 1;
        base.go(-delta);
        confirmThen(() => base.go(delta));
        return;
      }
      deliver(update);
    });
  }

  const pathOf = (to: To) => base.createURL(to).pathname;

  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    listen(listener) {
      listeners.add(listener);
      listenToBase();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && unlisten) {
          unlisten();
          unlisten = null;
        }
      };
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    push(to, state) {
      if (held(pathOf(to))) confirmThen(() => base.push(to, state));
      else base.push(to, state);
    },
    // Redirects replace the entry (sign-in, 404 fallbacks): they are the app's, not a person leaving.
    replace: (to, state) => base.replace(to, state),
    go: (delta) => base.go(delta),
    guardLeave(next) {
      message = next;
    },
    setAsker(next) {
      ask = next;
    },
  };
}
