import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('labels the textarea, links its error and forwards the ref', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<TextArea ref={ref} label="Pesan" name="message" error="Maximal 500 character." />);
    const textarea = screen.getByRole('textbox', { name: 'Pesan' });
    expect(ref.current).toBe(textarea);
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '4');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Maximal 500 character.');
  });
});
