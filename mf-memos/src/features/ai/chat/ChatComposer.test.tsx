import { fireEvent, render, screen } from '@testing-library/react';
import { AI_PROMPT_MAX_LENGTH } from '@memory/contracts';
import { ChatComposer } from './ChatComposer';

it('shows the message length limit as a counter before it cuts, and not before it matters', () => {
  render(<ChatComposer busy={false} canClear={false} onSend={() => true} onClear={() => undefined} />);
  const box = screen.getByRole('textbox');
  fireEvent.change(box, { target: { value: '你好' } });
  expect(screen.queryByText(new RegExp(`/ ${AI_PROMPT_MAX_LENGTH}`))).not.toBeInTheDocument();
  fireEvent.change(box, { target: { value: 'x'.repeat(AI_PROMPT_MAX_LENGTH - 10) } });
  expect(screen.getByText(`${AI_PROMPT_MAX_LENGTH - 10} / ${AI_PROMPT_MAX_LENGTH}`)).toBeInTheDocument();
});
