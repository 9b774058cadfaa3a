import { render, screen } from '@testing-library/react';
import { Badge } from './Badge';

describe('Badge', () => {
  it('renders its text with the variant class', () => {
    render(<Badge variant="success">Tersedia</Badge>);
    expect(screen.getByText('Tersedia')).toHaveClass('badge', 'success');
  });

  it('defaults to neutral', () => {
    render(<Badge>Anak</Badge>);
    expect(screen.getByText('Anak')).toHaveClass('neutral');
  });
});
