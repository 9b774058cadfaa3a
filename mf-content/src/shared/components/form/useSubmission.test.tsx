import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@hospital/api-client';
import { renderWithApp } from '../../../testing/renderWithApp';
import { useSubmission } from './useSubmission';

function Harness({ send, onError }: { send: () => Promise<void>; onError?: (error: unknown) => void }) {
  const { failure, attempt } = useSubmission();
  // Shown once `attempt`'s own promise has resolved (react-hook-form waits on it for isSubmitting).
  const [settled, setSettled] = useState(false);
  return (
    <>
      <button type="button" onClick={() => void attempt(send, onError).then(() => setSettled(true))}>
        Send
      </button>
      {failure && <p role="alert">{failure}</p>}
      {settled && <p>settled</p>}
    </>
  );
}

describe('useSubmission', () => {
  it('shows the visitor-facing sentence of a failure and hands the error on', async () => {
    const conflict = new ApiError({ status: 409, code: 'event_full', message: 'This event is full.' });
    const onError = jest.fn();
    renderWithApp(<Harness send={() => Promise.reject(conflict)} onError={onError} />, { lang: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This event is full.');
    expect(onError).toHaveBeenCalledWith(conflict);
  });

  it('clears the last failure when the next attempt succeeds', async () => {
    const send = jest
      .fn<Promise<void>, []>()
      .mockRejectedValueOnce(new ApiError({ status: 0, code: 'network', message: 'offline' }))
      .mockResolvedValueOnce(undefined);
    const onError = jest.fn();
    renderWithApp(<Harness send={send} onError={onError} />, { lang: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cannot connect. Check your internet connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(send).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('settles only once the sending step has', async () => {
    let finish: () => void = () => undefined;
    const send = () => new Promise<void>((resolve) => (finish = resolve));
    renderWithApp(<Harness send={send} />, { lang: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByText('settled')).toBeNull();
    finish();
    expect(await screen.findByText('settled')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
