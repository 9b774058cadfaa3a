import { render, screen } from '@testing-library/react';
import { Price } from './Price';

describe('Price', () => {
  it('shows the pre-formatted value after the currency without reformatting it', () => {
    const { container } = render(<Price value="1.250.000" />);
    expect(container).toHaveTextContent('Rp 1.250.000');
    expect(screen.getByText('Rp')).toHaveClass('currency');
    expect(screen.getByText('1.250.000')).toHaveClass('amount');
  });

  it('shows a struck original price with words for screen readers', () => {
    const { container } = render(
      <Price value="750.000" originalValue="1.000.000" originalLabel="Harga normal" label="Harga promo" />,
    );
    const del = container.querySelector('del');
    expect(del).toHaveTextContent('Harga normal Rp 1.000.000');
    expect(container).toHaveTextContent('Harga promo Rp 750.000');
  });

  it('accepts another currency label', () => {
    const { container } = render(<Price value="25" currency="USD" size="lg" />);
    expect(container).toHaveTextContent('USD 25');
    expect(container.firstElementChild).toHaveClass('lg');
  });
});
