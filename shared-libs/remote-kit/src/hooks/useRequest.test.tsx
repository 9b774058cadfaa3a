import { act, renderHook, waitFor } from '@testing-library/react';
import { useRequest } from './useRequest';

describe('useRequest', () => {
  it('loads, reports errors, and retries on demand', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useRequest(load, 'a'));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ok', data: 'ok' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('aborts the previous call when the key changes and keeps the last good data meanwhile', async () => {
    const signals: AbortSignal[] = [];
    let resolveSecond: (v: string) => void = () => undefined;
    const load = jest
      .fn()
      .mockImplementationOnce(async (signal: AbortSignal) => {
        signals.push(signal);
        return 'first';
      })
      .mockImplementationOnce((signal: AbortSignal) => {
        signals.push(signal);
        return new Promise<string>((resolve) => {
          resolveSecond = resolve;
        });
      });
    const { result, rerender } = renderHook(({ key }) => useRequest(load, key), {
      initialProps: { key: 'id' },
    });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ok', data: 'first' }));
    rerender({ key: 'en' });
    expect(signals[0].aborted).toBe(true);
    expect(result.current).toMatchObject({ status: 'ok', data: 'first' });
    await act(async () => resolveSecond('second'));
    expect(result.current).toMatchObject({ status: 'ok', data: 'second' });
  });
});
