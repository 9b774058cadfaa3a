import { render } from '@testing-library/react';
import { Highlight } from './Highlight';

describe('Highlight', () => {
  it('wraps the query in mark elements', () => {
    const { container } = render(<Highlight text="MCU Jantung untuk jantung sehat" query="Jantung" />);
    const marks = [...container.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['Jantung', 'jantung']);
    expect(container.textContent).toBe('MCU Jantung untuk jantung sehat');
  });
});
