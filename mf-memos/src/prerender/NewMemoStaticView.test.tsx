import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MEMO_MAX_LENGTH, STORAGE_KEYS, hrefTo } from '@memory/contracts';
import { START_APP_IF_STORED_ATTRIBUTE } from '@memory/contracts/prerender';
import { NewMemoStaticView } from './NewMemoStaticView';

describe('NewMemoStaticView (新建 MEMO prerendered)', () => {
  beforeEach(() => {
    // As the server sends it: the build's markup, no script.
    document.body.innerHTML = renderToStaticMarkup(<NewMemoStaticView />);
  });

  it('shows the page heading and its plain link to the flomo import', () => {
    expect(screen.getByRole('heading', { level: 3, name: '新建 MEMO' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '从 flomo 导入' })).toHaveAttribute('href', hrefTo.importFlomo);
  });

  it('has the text box under the name the app\'s has (what is typed carries over), focused on arrival, with its limit', () => {
    const box = screen.getByRole('textbox', { name: 'MEMO 内容' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('autofocus');
    expect(box).toHaveAttribute('maxlength', String(MEMO_MAX_LENGTH));
    expect(screen.getByRole('textbox', { name: '标签' })).toBeInTheDocument();
  });

  it('asks for the app at once when a draft is kept in this browser (only the app shows it)', () => {
    expect(document.querySelector(`[${START_APP_IF_STORED_ATTRIBUTE}]`)).toHaveAttribute(START_APP_IF_STORED_ATTRIBUTE, `${STORAGE_KEYS.memoDraft}:`);
  });
});
