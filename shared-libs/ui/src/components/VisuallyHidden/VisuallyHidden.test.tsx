import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps the text in the accessibility tree with the hiding class', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Tutup</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Tutup' })).toBeInTheDocument();
    expect(screen.getByText('Tutup')).toHaveClass('hidden');
  });

  it('uses the focus-revealing class for skip links', () => {
    render(
      <VisuallyHidden focusable as="div">
        <a href="#main">Skip to content</a>
      </VisuallyHidden>,
    );
    const wrapper = screen.getByRole('link').parentElement;
    expect(wrapper?.tagName).toBe('DIV');
    expect(wrapper).toHaveClass('focusable');
    expect(wrapper).not.toHaveClass('hidden');
  });
});
