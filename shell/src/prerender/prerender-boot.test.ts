// public/prerender-boot.js is a plain file (it cannot import): the marks it reads are @memory/contracts/prerender's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  START_APP_EVENT,
  START_APP_IF_STORED_ATTRIBUTE,
  START_APP_NOW_ATTRIBUTE,
  START_APP_SIGNED_OUT_ATTRIBUTE,
  TAKEOVER_KEYS_ATTRIBUTE,
  TAKEOVER_PRESSED_KEYS_ATTRIBUTE,
} from '@memory/contracts/prerender';

const bootScript = readFileSync(path.join(__dirname, '../../public/prerender-boot.js'), 'utf8');

let runs = 0;

/**
 * Runs the boot script on `body` as the page's own script would; whether it has added the app's script to <head>.
 * (Each run's listeners stay on window: each run names its own script.)
 */
function boot(body: string): () => boolean {
  runs += 1;
  const src = `/main.${runs}.js`;
  document.body.innerHTML = body;
  const script = document.createElement('script');
  script.setAttribute('data-app-scripts', src);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(bootScript)();
  return () => document.head.querySelector(`script[src="${src}"]`) !== null;
}

describe('prerender-boot.js', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    localStorage.clear();
    delete document.documentElement.dataset.signedIn;
    document.documentElement.removeAttribute(START_APP_NOW_ATTRIBUTE);
    document.documentElement.removeAttribute(TAKEOVER_PRESSED_KEYS_ATTRIBUTE);
  });

  it('reads the marks @memory/contracts names', () => {
    expect(bootScript).toContain(`[${START_APP_SIGNED_OUT_ATTRIBUTE}]`);
    expect(bootScript).toContain(`[${START_APP_IF_STORED_ATTRIBUTE}]`);
    expect(bootScript).toContain(`hasAttribute('${START_APP_NOW_ATTRIBUTE}')`);
    expect(bootScript).toContain(`addEventListener('${START_APP_EVENT}'`);
    expect(bootScript).toContain(`[${TAKEOVER_KEYS_ATTRIBUTE}]`);
    expect(bootScript).toContain(`'${TAKEOVER_PRESSED_KEYS_ATTRIBUTE}'`);
  });

  /** What a page's own script does to ask (mf-memos' feed-paint/requestAppStart.ts). */
  const requestAppStart = () => {
    document.documentElement.setAttribute(START_APP_NOW_ATTRIBUTE, '');
    document.dispatchEvent(new Event(START_APP_EVENT));
  };

  it("starts the app when the page's own script asks, before the boot script has run or after", () => {
    requestAppStart();
    expect(boot('<main></main>')()).toBe(true);
    document.documentElement.removeAttribute(START_APP_NOW_ATTRIBUTE);
    const started = boot('<main></main>');
    expect(started()).toBe(false);
    requestAppStart();
    expect(started()).toBe(true);
  });

  it('takes a wheel or a scroll of the page for intent (reading on, not a stray pointer)', () => {
    const wheeled = boot('<main></main>');
    window.dispatchEvent(new Event('wheel'));
    expect(wheeled()).toBe(true);
    const scrolled = boot('<main></main>');
    document.dispatchEvent(new Event('scroll', { bubbles: true }));
    expect(scrolled()).toBe(true);
  });

  it('waits for the first intent on a page that needs no more', () => {
    const started = boot('<main></main>');
    expect(started()).toBe(false);
    window.dispatchEvent(new Event('pointermove'));
    expect(started()).toBe(true);
  });

  it('starts the app at once on a signed-in page opened without a stored session (the app sends the visitor to sign in)', () => {
    expect(boot(`<main ${START_APP_SIGNED_OUT_ATTRIBUTE}></main>`)()).toBe(true);
  });

  it('waits on that page when a session is stored', () => {
    document.documentElement.dataset.signedIn = '';
    expect(boot(`<main ${START_APP_SIGNED_OUT_ATTRIBUTE}></main>`)()).toBe(false);
  });

  it('starts the app at once when the browser keeps something only the app shows (a draft)', () => {
    document.documentElement.dataset.signedIn = '';
    localStorage.setItem('memory.memo-draft:user-1', '{}');
    expect(boot(`<main ${START_APP_SIGNED_OUT_ATTRIBUTE}><div ${START_APP_IF_STORED_ATTRIBUTE}="memory.memo-draft:"></div></main>`)()).toBe(true);
  });

  it('takes a field focusing itself on arrival for no intent, a key for one', () => {
    const started = boot('<textarea autofocus></textarea>');
    document.querySelector('textarea')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(started()).toBe(false);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(started()).toBe(true);
  });

  describe('keys the page\'s app answers (MEMOS\' review keys)', () => {
    const painted = `<div id="root" data-prerendered=".feed"><section ${TAKEOVER_KEYS_ATTRIBUTE}='["j"," ","?"]'><button>查看</button><input aria-label="搜索"></section></div>`;
    const kept = () => JSON.parse(document.documentElement.getAttribute(TAKEOVER_PRESSED_KEYS_ATTRIBUTE) ?? '[]') as string[];
    const press = (target: EventTarget, key: string, init: KeyboardEventInit = {}) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
      target.dispatchEvent(event);
      return event;
    };

    it('keeps them in order (letters in lower case), starts the app, and keeps Space from scrolling the page', () => {
      const started = boot(painted);
      press(document.body, 'J');
      const space = press(document.body, ' ');
      expect(kept()).toEqual(['j', ' ']);
      expect(space.defaultPrevented).toBe(true);
      expect(started()).toBe(true);
    });

    it('leaves alone a key the app does not answer, one with a modifier, one typed into a field and Space on a button', () => {
      boot(painted);
      press(document.body, 'z');
      press(document.body, 'j', { ctrlKey: true });
      press(document.querySelector('input')!, 'j');
      const onButton = press(document.querySelector('button')!, ' ');
      expect(kept()).toEqual([]);
      expect(onButton.defaultPrevented).toBe(false);
    });

    it('keeps nothing once the app has the page, nor on a page that names no keys', () => {
      boot(painted.replace('data-prerendered=".feed"', ''));
      press(document.body, 'j');
      boot('<div id="root" data-prerendered=".landing"><main></main></div>');
      press(document.body, 'j');
      expect(kept()).toEqual([]);
    });
  });
});
