import { REVIEW_KEYS, isTypingTarget, reviewCommandFor, somethingOverlays } from './reviewShortcuts';

const press = (key: string, modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) =>
  reviewCommandFor({ key, ctrlKey: false, metaKey: false, altKey: false, ...modifiers });

test('maps the review keys, in either case, and leaves browser shortcuts alone', () => {
  expect(press('j')).toEqual({ type: 'next' });
  expect(press('K')).toEqual({ type: 'previous' });
  expect(press(' ')).toEqual({ type: 'reveal' });
  expect(press('q')).toEqual({ type: 'quiz' });
  expect(press('e')).toEqual({ type: 'edit' });
  expect(press('x')).toEqual({ type: 'abandon' });
  expect(press('?')).toEqual({ type: 'help' });
  expect(press('b')).toEqual({ type: 'answer', option: 'B' });
  expect(press('C')).toEqual({ type: 'answer', option: 'C' });
  // 1–4 grade a revealed post (忘了 … 很熟) and answer AI 考考我 before that; the page decides which.
  expect(press('1')).toEqual({ type: 'grade', grade: 'AGAIN', option: 'A' });
  expect(press('4')).toEqual({ type: 'grade', grade: 'EASY', option: 'D' });
  expect(press('z')).toBeNull();
  expect(press('Enter')).toBeNull();
  expect(press('j', { ctrlKey: true })).toBeNull();
  expect(press('c', { metaKey: true })).toBeNull();
});

test('REVIEW_KEYS (what the painted MEMOS keeps for the app) are exactly the keys that do something', () => {
  const printable = [...'abcdefghijklmnopqrstuvwxyz0123456789 ?/.,;'];
  expect(printable.filter((key) => press(key) !== null).sort()).toEqual([...REVIEW_KEYS].sort());
});

test('keys typed into a field belong to the field', () => {
  const field = (html: string) => {
    document.body.innerHTML = html;
    return document.body.firstElementChild;
  };
  expect(isTypingTarget(field('<input type="text">'))).toBe(true);
  expect(isTypingTarget(field('<textarea></textarea>'))).toBe(true);
  expect(isTypingTarget(field('<div role="combobox"></div>'))).toBe(true);
  expect(isTypingTarget(field('<input type="checkbox">'))).toBe(false);
  expect(isTypingTarget(field('<button>查看</button>'))).toBe(false);
  expect(isTypingTarget(field('<article tabindex="-1"></article>'))).toBe(false);
});

describe('somethingOverlays: only an open dialog or menu keeps the review keys away', () => {
  const page = (html: string) => {
    document.body.innerHTML = html;
    return document;
  };
  // The classes and styles antd 6 gives its popups in Chromium (seen in the e2e journey).
  const dropdown = (classes: string, style = '') => `<div class="ant-dropdown ${classes}" style="${style}"><ul role="menu"></ul></div>`;
  const modal = (panelClasses: string, wrapStyle = '') =>
    `<div class="ant-modal-wrap" style="${wrapStyle}"><div role="dialog" class="ant-modal ${panelClasses}"></div></div>`;

  test('an open menu or dialog overlays the feed', () => {
    expect(somethingOverlays(page(dropdown('ant-dropdown-placement-bottomLeft')))).toBe(true);
    expect(somethingOverlays(page(dropdown('ant-slide-up-appear ant-slide-up-appear-active ant-slide-up')))).toBe(true);
    expect(somethingOverlays(page(modal('')))).toBe(true);
    expect(somethingOverlays(page(modal('ant-zoom-appear ant-zoom-appear-active ant-zoom')))).toBe(true);
    page('<div role="menu"><button>编辑</button></div>');
    document.querySelector('button')!.focus();
    expect(somethingOverlays(document)).toBe(true);
  });

  test('a menu or dialog that has closed does not, even while its leave animation still runs', () => {
    expect(somethingOverlays(page(''))).toBe(false);
    expect(somethingOverlays(page(dropdown('ant-dropdown-hidden')))).toBe(false);
    expect(somethingOverlays(page(modal('', 'display: none')))).toBe(false);
    // 编辑 picked from ⋯: the menu is closing (rc-trigger sets pointer-events: none) when the next key comes.
    expect(
      somethingOverlays(page(dropdown('ant-slide-up-leave ant-slide-up-leave-active ant-slide-up', 'inset: 177px auto auto 1215px; pointer-events: none;'))),
    ).toBe(false);
    expect(somethingOverlays(page(modal('ant-zoom-leave ant-zoom-leave-active ant-zoom')))).toBe(false);
  });
});
