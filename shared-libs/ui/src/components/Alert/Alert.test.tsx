import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert } from './Alert';

describe('Alert', () => {
  it.each([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['info', 'status'],
    ['success', 'status'],
  ] as const)('%s alerts use role=%s', (variant, role) => {
    render(
      <Alert variant={variant} title="Judul">
        Isi pesan
      </Alert>,
    );
    const alert = screen.getByRole(role);
    expect(alert).toHaveTextContent('JudulIsi pesan');
    expect(alert).toHaveClass(variant);
  });

  it('has no live role when announce is false', () => {
    render(<Alert announce={false}>Jadwal dapat berubah.</Alert>);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Jadwal dapat berubah.')).toBeInTheDocument();
  });

  it('can be dismissed with a labelled button', async () => {
    const onDismiss = jest.fn();
    render(
      <Alert onDismiss={onDismiss} dismissLabel="Tutup pesan">
        Tersimpan
      </Alert>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tutup pesan' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
