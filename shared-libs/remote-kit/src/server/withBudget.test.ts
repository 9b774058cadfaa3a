import { BudgetExceeded, withBudget } from './withBudget';

describe('withBudget', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives the work’s result when it is in time, and leaves no timer behind', async () => {
    await expect(withBudget(Promise.resolve('menu'), 300)).resolves.toBe('menu');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('gives the work’s own failure when it fails in time', async () => {
    const failure = new Error('API down');
    await expect(withBudget(Promise.reject(failure), 300)).rejects.toBe(failure);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('rejects with BudgetExceeded once the budget has passed, not before', async () => {
    let finish: (value: string) => void = () => undefined;
    const work = new Promise<string>((resolve) => (finish = resolve));
    const outcome = withBudget(work, 300).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(299);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(BudgetExceeded);
    expect((error as Error).message).toBe('took longer than 300 ms');
    // The late result changes nothing.
    finish('late');
    await expect(outcome).resolves.toBe(error);
  });
});
