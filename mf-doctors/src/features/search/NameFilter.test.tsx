import { act, fireEvent, render, screen } from '@testing-library/react';
import { NameFilter } from './NameFilter';

describe('NameFilter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('commits the trimmed name once after typing pauses', () => {
    const onCommit = jest.fn();
    render(<NameFilter value="" onCommit={onCommit} label="Nama dokter" debounceMs={300} />);
    const input = screen.getByLabelText('Nama dokter');
    for (const value of ['r', 'ri', 'rin', 'rina ']) {
      fireEvent.change(input, { target: { value } });
      act(() => jest.advanceTimersByTime(100));
    }
    expect(onCommit).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(300));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith('rina');
  });

  it('shows the URL value again when it changes elsewhere (back button), without committing it', () => {
    const onCommit = jest.fn();
    const { rerender } = render(<NameFilter value="budi" onCommit={onCommit} label="Nama dokter" />);
    expect(screen.getByLabelText('Nama dokter')).toHaveValue('budi');
    rerender(<NameFilter value="" onCommit={onCommit} label="Nama dokter" />);
    expect(screen.getByLabelText('Nama dokter')).toHaveValue('');
    act(() => jest.advanceTimersByTime(1000));
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('keeps what is typed while its own commit comes back through the URL', () => {
    const onCommit = jest.fn();
    const { rerender } = render(
      <NameFilter value="" onCommit={onCommit} label="Nama dokter" debounceMs={300} />,
    );
    const input = screen.getByLabelText('Nama dokter');
    fireEvent.change(input, { target: { value: 'Rina' } });
    act(() => jest.advanceTimersByTime(300));
    fireEvent.change(input, { target: { value: 'Rina N' } });
    rerender(<NameFilter value="Rina" onCommit={onCommit} label="Nama dokter" debounceMs={300} />);
    expect(input).toHaveValue('Rina N');
  });
});
