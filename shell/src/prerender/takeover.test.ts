import { TAKEOVER_PRESSED_KEYS_ATTRIBUTE } from '@memory/contracts/prerender';
import { appContainer } from './takeover';

const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));

function prerenderedRoot(): HTMLElement {
  document.body.innerHTML = '<div id="root" data-prerendered=".landing"><div class="static"><button data-x>外观</button></div></div>';
  return document.getElementById('root')!;
}

describe('appContainer', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    delete document.documentElement.dataset.takeoverClick;
  });

  it('is #root itself when the page was not prerendered', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    expect(appContainer(root).element).toBe(root);
  });

  it('keeps the prerendered page until the app shows the same page, then swaps them at once', async () => {
    const root = prerenderedRoot();
    const { element } = appContainer(root);
    expect(element.parentElement).toBe(root);
    expect(element.style.visibility).toBe('hidden');

    element.innerHTML = '<div class="skeleton"></div>';
    await nextFrames();
    expect(root.querySelector('.static')).not.toBeNull();
    expect(element.style.visibility).toBe('hidden');

    element.innerHTML = '<main><div class="landing"></div></main>';
    await nextFrames();
    expect(root.querySelector('.static')).toBeNull();
    expect(element.getAttribute('style')).toBeNull();
    expect(root.dataset.prerendered).toBeUndefined();
  });

  it('shows the app at once when start-up failed', () => {
    const root = prerenderedRoot();
    const { element, reveal } = appContainer(root);
    element.innerHTML = '<p>出错了</p>';
    reveal();
    expect(root.querySelector('.static')).toBeNull();
    expect(root.textContent).toBe('出错了');
  });

  it('clicks the app\'s own control for one clicked on the prerendered page', async () => {
    const root = prerenderedRoot();
    const { element } = appContainer(root);
    document.documentElement.dataset.takeoverClick = '[data-testid="theme-switch"]';
    element.innerHTML = '<div class="landing"><button data-testid="theme-switch">外观</button></div>';
    const clicked = jest.fn();
    element.querySelector('button')!.addEventListener('click', clicked);
    await nextFrames();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.takeoverClick).toBeUndefined();
  });

  it('keeps a keyboard user\'s focus on the same link across the swap', async () => {
    document.body.innerHTML = '<div id="root" data-prerendered=".landing"><a href="/marketplace">知识市场</a></div>';
    const root = document.getElementById('root')!;
    root.querySelector('a')!.focus();
    const { element } = appContainer(root);
    element.innerHTML = '<div class="landing"><a href="/">首页</a><a href="/marketplace">知识市场</a></div>';
    await nextFrames();
    expect(document.activeElement).toBe(element.querySelector('a[href="/marketplace"]'));
  });

  it('moves the focus to the link Tab reaches, not to a copy of it kept out of the tab order', async () => {
    document.body.innerHTML = '<div id="root" data-prerendered=".page"><a href="/marketplace/jar/1">唐诗</a></div>';
    const root = document.getElementById('root')!;
    root.querySelector('a')!.focus();
    const { element } = appContainer(root);
    element.innerHTML = '<div class="page"><a href="/marketplace/jar/1" tabindex="-1" aria-hidden="true">封面</a><a href="/marketplace/jar/1">唐诗</a></div>';
    await nextFrames();
    expect(document.activeElement?.textContent).toBe('唐诗');
  });

  /** A prerendered page (ready on .page) whose one field has the focus and `text` typed in it: its #root. */
  function typedInto(field: string, text: string): HTMLElement {
    document.body.innerHTML = `<div id="root" data-prerendered=".page">${field}</div>`;
    const root = document.getElementById('root')!;
    const typed = root.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea')!;
    typed.focus();
    typed.value = text;
    return root;
  }

  it('keeps a search field focused with what was typed in it', async () => {
    const { element } = appContainer(typedInto('<input aria-label="搜索知识罐">', '唐诗'));
    element.innerHTML = '<div class="page"><input aria-label="搜索知识罐"></div>';
    const input = jest.fn();
    element.querySelector('input')!.addEventListener('input', input);
    await nextFrames();
    expect(document.activeElement).toBe(element.querySelector('input'));
    expect(element.querySelector('input')!.value).toBe('唐诗');
    expect(input).toHaveBeenCalled();
  });

  it('adds what was typed in a text box to the draft the app restored, on a line of its own', async () => {
    const { element } = appContainer(typedInto('<textarea aria-label="MEMO 内容"></textarea>', '新的一行'));
    element.innerHTML = '<div class="page"><textarea aria-label="MEMO 内容">草稿</textarea></div>';
    await nextFrames();
    expect(document.activeElement).toBe(element.querySelector('textarea'));
    expect(element.querySelector('textarea')!.value).toBe('草稿\n新的一行');
  });

  it('keeps what was typed in a field that no longer has the focus (a memo typed, then its tags)', async () => {
    document.body.innerHTML =
      '<div id="root" data-prerendered=".page"><textarea aria-label="MEMO 内容"></textarea><input aria-label="标签名"><input type="checkbox" aria-label="公开"></div>';
    const root = document.getElementById('root')!;
    root.querySelector('textarea')!.value = '光合作用的暗反应发生在叶绿体基质中。';
    const tags = root.querySelector('input')!;
    tags.focus();
    tags.value = '生物';
    const { element } = appContainer(root);
    element.innerHTML =
      '<div class="page"><textarea aria-label="MEMO 内容"></textarea><input aria-label="标签名"><input type="checkbox" aria-label="公开"></div>';
    await nextFrames();
    expect(element.querySelector('textarea')!.value).toBe('光合作用的暗反应发生在叶绿体基质中。');
    expect(element.querySelector<HTMLInputElement>('input[aria-label="标签名"]')!.value).toBe('生物');
    expect(document.activeElement).toBe(element.querySelector('input[aria-label="标签名"]'));
    expect(element.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(false);
  });

  it('presses the keys kept on the painted page again on the app, in order, once it shows the page', async () => {
    const root = prerenderedRoot();
    const { element } = appContainer(root);
    document.documentElement.setAttribute(TAKEOVER_PRESSED_KEYS_ATTRIBUTE, JSON.stringify(['j', ' ']));
    const pressed: string[] = [];
    const listen = (event: KeyboardEvent) => pressed.push(event.key);
    document.addEventListener('keydown', listen);
    element.innerHTML = '<div class="landing"></div>';
    await nextFrames();
    document.removeEventListener('keydown', listen);
    expect(pressed).toEqual(['j', ' ']);
    expect(document.documentElement.hasAttribute(TAKEOVER_PRESSED_KEYS_ATTRIBUTE)).toBe(false);
  });

  it('gives way to the app when the app goes elsewhere (a visitor without a session, sent to sign in)', async () => {
    window.history.replaceState(null, '', '/home/new-memo');
    const root = prerenderedRoot();
    const { element } = appContainer(root);
    window.history.replaceState(null, '', '/login?returnTo=%2Fhome%2Fnew-memo');
    element.innerHTML = '<main><h1>登录</h1></main>';
    await nextFrames();
    expect(root.querySelector('.static')).toBeNull();
    expect(root.dataset.prerendered).toBeUndefined();
    window.history.replaceState(null, '', '/');
  });
});
