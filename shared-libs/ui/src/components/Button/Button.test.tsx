import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';

describe('Button', () => {
  it('is a type="button" by default so it never submits a form by accident', () => {
    render(<Button>Cari dokter</Button>);
    expect(screen.getByRole('button', { name: 'Cari dokter' })).toHaveAttribute('type', 'button');
  });

  it('applies variant and size classes', () => {
    render(
      <Button variant="danger" size="lg">
        Batal
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveClass('button', 'danger', 'lg');
  });

  it('calls onClick when activated', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Kirim</Button>);
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading: aria-busy, aria-disabled, keeps its name and focus, ignores clicks', async () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Kirim
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Kirim' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    button.focus();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('does not submit its form while loading', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Simpan
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('forwards its ref to the <button>', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>OK</Button>);
    expect(ref.current).toBe(screen.getByRole('button'));
  });

  it('uses native disabled when disabled', () => {
    render(<Button disabled>OK</Button>);
    expect(screen.getByRole('button')).toBeDisabled();
  });
});
