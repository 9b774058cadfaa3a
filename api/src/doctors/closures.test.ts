import { checkClosure, ClosureInputError } from './closures';

const TODAY = '2026-11-27';
const reason = { id: 'Pemeliharaan instalasi listrik', en: 'Electrical maintenance' };

describe("a hospital's own closed day (issue 26)", () => {
  it('takes a date from today on with a reason in both languages, trimmed', () => {
    expect(checkClosure({ companyId: 2, date: TODAY, reason: { id: ' a ', en: 'b ' } }, TODAY)).toEqual({
      companyId: 2,
      date: TODAY,
      reason: { id: 'a', en: 'b' },
    });
  });

  it.each([
    ['2026-02-30', '"2026-02-30" is not a date (YYYY-MM-DD).'],
    ['27-11-2026', '"27-11-2026" is not a date (YYYY-MM-DD).'],
    ['2026-11-26', '2026-11-26 is in the past (today is 2026-11-27).'],
  ])('refuses the date %s with what to change', (date, message) => {
    expect(() => checkClosure({ companyId: 2, date, reason }, TODAY)).toThrow(new ClosureInputError(message));
  });

  it('refuses a reason missing in one language', () => {
    expect(() =>
      checkClosure({ companyId: 2, date: TODAY, reason: { id: 'Libur', en: '  ' } }, TODAY),
    ).toThrow('The reason is needed in Indonesian and in English.');
  });
});
