export class BudgetExceeded extends Error {
  constructor(ms: number) {
    super(`took longer than ${ms} ms`);
    this.name = 'BudgetExceeded';
  }
}

/** `work`, or a BudgetExceeded rejection once `ms` have passed (the work itself is left to finish). */
export function withBudget<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BudgetExceeded(ms)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
