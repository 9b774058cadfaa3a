import { useRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFocusTrap } from './useFocusTrap';

function Panel({ active, empty = false }: { active: boolean; empty?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, active);
  return (
    <>
      <button type="button">Outside</button>
      <div ref={ref} tabIndex={-1} data-testid="panel">
        {!empty && (
          <>
            <button type="button">One</button>
            <button type="button" disabled>
              Disabled
            </button>
            <button type="button">Two</button>
          </>
        )}
      </div>
    </>
  );
}

describe('useFocusTrap', () => {
  it('does nothing while inactive', async () => {
    render(<Panel active={false} />);
    expect(document.body).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Outside' })).toHaveFocus();
  });

  it('focuses the first tabbable element and wraps, skipping disabled controls', async () => {
    const user = userEvent.setup();
    render(<Panel active />);
    const one = screen.getByRole('button', { name: 'One' });
    const two = screen.getByRole('button', { name: 'Two' });
    expect(one).toHaveFocus();
    await user.tab();
    expect(two).toHaveFocus();
    await user.tab();
    expect(one).toHaveFocus();
    await user.tab({ shift: true });
    expect(two).toHaveFocus();
  });

  it('keeps focus on the container when it has nothing tabbable', async () => {
    const user = userEvent.setup();
    render(<Panel active empty />);
    const panel = screen.getByTestId('panel');
    expect(panel).toHaveFocus();
    await user.tab();
    expect(panel).toHaveFocus();
    await user.tab({ shift: true });
    expect(panel).toHaveFocus();
  });

  it('releases Tab when deactivated', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Panel active />);
    rerender(<Panel active={false} />);
    screen.getByRole('button', { name: 'Two' }).focus();
    await user.tab();
    expect(document.body).toHaveFocus();
  });
});
