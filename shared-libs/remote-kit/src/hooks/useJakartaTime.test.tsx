import { act, renderHook } from '@testing-library/react';
import { JAKARTA_TIME_REFRESH_MS, useJakartaTime } from './useJakartaTime';

describe('useJakartaTime', () => {
  afterEach(() => jest.useRealTimers());

  it('reads Jakarta time (UTC+7) and follows the clock', () => {
    jest.useFakeTimers().setSystemTime(new Date('2026-11-23T11:59:50Z'));
    const { result } = renderHook(() => useJakartaTime());
    expect(result.current).toBe('18:59');
    act(() => {
      jest.advanceTimersByTime(JAKARTA_TIME_REFRESH_MS);
    });
    expect(result.current).toBe('19:00');
  });
});
