import { screen } from '@testing-library/react';
import { renderWithApp } from '../../testing/renderWithApp';
import { PriceTag } from './PriceTag';

describe('PriceTag', () => {
  it('writes prices as docs/product-rules.md §9 does: Rp and a dot thousands separator', () => {
    renderWithApp(<PriceTag value={1500000} />, { lang: 'en' });
    expect(screen.getByTestId('price')).toHaveTextContent(/^Rp 1\.500\.000$/);
  });

  it('strikes the regular price through when it is higher, with words for screen readers', () => {
    const { container } = renderWithApp(<PriceTag value={950000} original={1100000} />, { lang: 'en' });
    const del = container.querySelector('del');
    expect(del).toHaveTextContent('Regular price Rp 1.100.000');
    expect(screen.getByTestId('price')).toHaveTextContent('Rp 950.000');
  });

  it('shows no struck price when there is no discount', () => {
    const { container } = renderWithApp(<PriceTag value={450000} original={null} suffix="/ night" />, {
      lang: 'en',
    });
    expect(container.querySelector('del')).toBeNull();
    expect(container).toHaveTextContent('Rp 450.000 / night');
  });

  it.each([
    ['id', 'Rp 1,75 Juta', 'Rp 1.750.000', 'Rp 2 Juta'],
    ['en', 'Rp 1.75 Million', 'Rp 1.750.000', 'Rp 2 Million'],
  ] as const)(
    'on a card in %s, shows the short units and tells the full price',
    (lang, shown, full, before) => {
      const { container } = renderWithApp(<PriceTag value={1750000} original={2000000} short />, { lang });
      const price = screen.getByTestId('price');
      expect(price.querySelector('[aria-hidden="true"]')).toHaveTextContent(shown);
      expect(price.querySelector('.visually-hidden')).toHaveTextContent(full);
      expect(container.querySelector('del [aria-hidden="true"]')).toHaveTextContent(before);
    },
  );
});
