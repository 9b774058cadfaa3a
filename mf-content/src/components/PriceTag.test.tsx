import { screen } from '@testing-library/react';
import { renderPage } from '../testing/render';
import { PriceTag } from './PriceTag';

describe('PriceTag', () => {
  it('writes prices as SPEC 9 does: Rp and a dot thousands separator', () => {
    renderPage(<PriceTag value={1500000} />);
    expect(screen.getByTestId('price')).toHaveTextContent(/^Rp 1\.500\.000$/);
  });

  it('strikes the regular price through when it is higher, with words for screen readers', () => {
    const { container } = renderPage(<PriceTag value={950000} original={1100000} />);
    const del = container.querySelector('del');
    expect(del).toHaveTextContent('Regular price Rp 1.100.000');
    expect(screen.getByTestId('price')).toHaveTextContent('Rp 950.000');
  });

  it('shows no struck price when there is no discount', () => {
    const { container } = renderPage(<PriceTag value={450000} original={null} suffix="/ night" />);
    expect(container.querySelector('del')).toBeNull();
    expect(container).toHaveTextContent('Rp 450.000 / night');
  });
});
