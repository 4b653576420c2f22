// Keyboard-first review (as in Anki): which key does what in the MEMOS feed, and when the feed must not listen.
import { GRADES, type ExamOptionKey, type Grade } from '@memory/contracts';

export type ReviewCommand =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'reveal' }
  | { type: 'quiz' }
  /** A–D (or 1–4): answer the question of AI 考考我; C opens 对话 when no question waits for an answer. */
  | { type: 'answer'; option: ExamOptionKey }
  /** 1–4: the grade (忘了 … 很熟) once the post is revealed; before that, the answer A–D of AI 考考我. */
  | { type: 'grade'; grade: Grade; option: ExamOptionKey }
  | { type: 'edit' }
  | { type: 'chat' }
  | { type: 'abandon' }
  | { type: 'help' };

/** The help table (键盘快捷键), in the order the keys are used while reviewing. */
export const REVIEW_SHORTCUTS: readonly { keys: readonly string[]; action: string }[] = [
  { keys: ['J'], action: '下一条' },
  { keys: ['K'], action: '上一条' },
  { keys: ['空格'], action: '查看（显示隐藏的内容）' },
  { keys: ['Q'], action: 'AI 考考我' },
  { keys: ['A', 'B', 'C', 'D'], action: '回答 AI 考考我的题目（查看之前也可用 1–4）' },
  { keys: ['1', '2', '3', '4'], action: '评分：忘了 · 模糊 · 记得 · 很熟（查看之后）' },
  { keys: ['E'], action: '编辑' },
  { keys: ['C'], action: '对话（没有待回答的题目时）' },
  { keys: ['X'], action: '放弃（需确认）' },
  { keys: ['?'], action: '显示快捷键' },
];

/** Every key the feed answers (KeyboardEvent.key, letters in lower case): the painted page keeps them for the app. */
export const REVIEW_KEYS: readonly string[] = ['j', 'k', ' ', 'q', 'a', 'b', 'c', 'd', '1', '2', '3', '4', 'e', 'x', '?'];

const OPTION_BY_KEY: Record<string, ExamOptionKey> = { a: 'A', b: 'B', c: 'C', d: 'D' };
const OPTION_BY_DIGIT: Record<string, ExamOptionKey> = { 1: 'A', 2: 'B', 3: 'C', 4: 'D' };

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

export function reviewCommandFor(event: KeyLike): ReviewCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.key === '?') return { type: 'help' };
  if (event.key === ' ') return { type: 'reveal' };
  const key = event.key.toLowerCase();
  switch (key) {
    case 'j':
      return { type: 'next' };
    case 'k':
      return { type: 'previous' };
    case 'q':
      return { type: 'quiz' };
    case 'e':
      return { type: 'edit' };
    case 'x':
      return { type: 'abandon' };
    default: {
      const digitOption = OPTION_BY_DIGIT[key];
      if (digitOption) return { type: 'grade', grade: GRADES[Number(key) - 1]!, option: digitOption };
      const option = OPTION_BY_KEY[key];
      return option ? { type: 'answer', option } : null;
    }
  }
}

const TYPING_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);

/** Keys typed into a field belong to the field. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !['button', 'checkbox', 'radio', 'submit', 'reset'].includes(target.type);
  return TYPING_ROLES.has(target.getAttribute('role') ?? '');
}

/**
 * A popup that is closing still sits in the DOM for its leave animation (about 0.2 s): rc-trigger marks a closed
 * dropdown with `pointer-events: none` and rc-motion gives the leaving panel a `*-leave` class. Counting those as
 * open swallowed the first key pressed right after a menu choice or a dialog closed (J after 编辑).
 */
const isLeaving = (element: Element) => /(^|\s)[\w-]+-leave(\s|$)/.test(element.className);

function modalIsOpen(wrap: Element): boolean {
  if ((wrap as HTMLElement).style.display === 'none') return false;
  const panel = wrap.querySelector('.ant-modal');
  return !(panel && isLeaving(panel));
}

function dropdownIsOpen(popup: Element): boolean {
  return !popup.classList.contains('ant-dropdown-hidden') && (popup as HTMLElement).style.pointerEvents !== 'none' && !isLeaving(popup);
}

/** A dialog (编辑, 放弃's confirm, 对话, the help) or an open menu owns the keyboard while it is there. */
export function somethingOverlays(doc: Document): boolean {
  return (
    [...doc.querySelectorAll('.ant-modal-wrap')].some(modalIsOpen) ||
    [...doc.querySelectorAll('.ant-dropdown')].some(dropdownIsOpen) ||
    doc.activeElement?.closest('[role="dialog"], [role="menu"]') != null
  );
}
