import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReturnFocus } from './useReturnFocus';

function Menu() {
  const [open, setOpen] = useState(false);
  useReturnFocus(open);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Menu
      </button>
      {open && (
        <button type="button" ref={(el) => el?.focus()} onClick={() => setOpen(false)}>
          Close menu
        </button>
      )}
    </>
  );
}

describe('useReturnFocus', () => {
  it('returns focus to the element focused before activation', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const close = screen.getByRole('button', { name: 'Close menu' });
    close.focus();
    await user.click(close);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('does not try to focus an opener that left the page', () => {
    function Removable({ show, open }: { show: boolean; open: boolean }) {
      useReturnFocus(open);
      return show ? <button type="button">Opener</button> : null;
    }
    const { rerender } = render(<Removable show open={false} />);
    screen.getByRole('button', { name: 'Opener' }).focus();
    rerender(<Removable show open />);
    rerender(<Removable show={false} open />);
    expect(() => rerender(<Removable show={false} open={false} />)).not.toThrow();
    expect(document.body).toHaveFocus();
  });
});
