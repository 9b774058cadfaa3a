import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { availability, TODAY } from '../../../testing/fixtures';
import { renderWithApp } from '../../../testing/renderWithApp';
import { AvailabilityCalendar } from './AvailabilityCalendar';

function render(selected = '', onSelect = jest.fn()) {
  const data = availability();
  renderWithApp(
    <>
      <p id="date-label">Tanggal kunjungan</p>
      <AvailabilityCalendar
        days={data.days}
        from={data.from}
        to={data.to}
        today={TODAY}
        selected={selected}
        onSelect={onSelect}
        labelledBy="date-label"
      />
    </>,
  );
  return onSelect;
}

describe('availability calendar', () => {
  it('offers one tab stop on the first day with a session, and marks today', () => {
    render();
    const tabStops = screen.getAllByRole('button').filter((b) => b.getAttribute('tabindex') === '0');
    expect(tabStops.map((b) => b.getAttribute('data-date'))).toEqual(['2026-11-24']);
    expect(screen.getByRole('button', { name: /, 21 November 2026/ })).toHaveAttribute(
      'aria-current',
      'date',
    );
    expect(screen.getByRole('table', { name: 'Tanggal kunjungan November 2026' })).toBeInTheDocument();
  });

  it('limits the days to the booking window: earlier days are not buttons', () => {
    render();
    expect(screen.queryByRole('button', { name: /, 20 November 2026/ })).not.toBeInTheDocument();
  });

  it('moves with the arrow keys, across months, and selects with Enter', async () => {
    const onSelect = render('2026-11-24');
    const day24 = screen.getByRole('button', { name: /, 24 November 2026.*dipilih/ });
    expect(day24).toHaveAttribute('aria-pressed', 'true');
    day24.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: /, 25 November 2026/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('button', { name: /, 9 Desember 2026/ })).toHaveFocus();
    expect(screen.getByText('Desember 2026')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    // 9 December has no session: nothing is selected.
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: /, 28 November 2026/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('2026-11-28');
  });

  it('pages between the months of the window only', async () => {
    render();
    const previous = screen.getByRole('button', { name: 'Bulan sebelumnya' });
    const next = screen.getByRole('button', { name: 'Bulan berikutnya' });
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    expect(screen.getByText('Desember 2026')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(screen.queryByRole('button', { name: /, 22 Desember 2026/ })).not.toBeInTheDocument();
  });
});
