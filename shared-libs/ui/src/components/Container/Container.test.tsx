import { render, screen } from '@testing-library/react';
import { Container } from './Container';

describe('Container', () => {
  it('renders the requested element and size', () => {
    render(
      <Container as="main" size="md" id="main">
        Isi
      </Container>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toHaveClass('container', 'md');
  });

  it('defaults to a div of the widest size', () => {
    const { container } = render(<Container>x</Container>);
    expect(container.firstElementChild?.tagName).toBe('DIV');
    expect(container.firstElementChild).toHaveClass('xl');
  });
});
