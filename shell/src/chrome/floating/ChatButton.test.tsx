import { act, fireEvent, screen } from '@testing-library/react';
import { CHAT_BUTTON_RETURN_MS } from '@hospital/domain';
import { renderChrome } from '../testing/renderChrome';
import { useDialogStore } from '../contact/dialogStore';
import { ChatButton } from './ChatButton';

function scroll() {
  act(() => {
    fireEvent.scroll(window);
  });
}

describe('ChatButton', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    useDialogStore.setState({ open: null });
  });
  afterEach(() => jest.useRealTimers());

  it('returns exactly 1000 ms after the last scroll event', () => {
    expect(CHAT_BUTTON_RETURN_MS).toBe(1000);
    renderChrome(<ChatButton />);
    const button = screen.getByRole('link', { name: 'Chat WhatsApp dengan Medika Hospital' });
    expect(button).toHaveAttribute('data-state', 'shown');

    scroll();
    expect(button).toHaveAttribute('data-state', 'retracted');
    act(() => jest.advanceTimersByTime(600));
    // Still scrolling: the countdown starts again.
    scroll();
    act(() => jest.advanceTimersByTime(999));
    expect(button).toHaveAttribute('data-state', 'retracted');
    act(() => jest.advanceTimersByTime(1));
    expect(button).toHaveAttribute('data-state', 'shown');
  });

  it('opens the WhatsApp chooser', () => {
    renderChrome(<ChatButton />);
    fireEvent.click(screen.getByRole('link', { name: /WhatsApp/ }));
    expect(useDialogStore.getState().open).toBe('whatsapp');
  });
});
