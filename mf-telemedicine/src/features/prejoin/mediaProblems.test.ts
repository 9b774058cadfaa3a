import { canJoinWithout, classifyMediaError } from './mediaProblems';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('classifyMediaError', () => {
  it.each([
    ['NotAllowedError', 'denied'],
    ['PermissionDeniedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'no_device'],
    ['DevicesNotFoundError', 'no_device'],
    ['OverconstrainedError', 'no_device'],
    ['NotReadableError', 'in_use'],
    ['TypeError', 'unsupported'],
    ['SomethingElse', 'unknown'],
  ])('%s → %s', (name, problem) => {
    expect(classifyMediaError(domError(name))).toBe(problem);
  });

  it('treats a non-error as unknown', () => {
    expect(classifyMediaError('boom')).toBe('unknown');
  });
});

describe('canJoinWithout', () => {
  it('lets the visitor join without devices but not after a refusal', () => {
    expect(canJoinWithout(null)).toBe(true);
    expect(canJoinWithout('no_device')).toBe(true);
    expect(canJoinWithout('no_camera')).toBe(true);
    expect(canJoinWithout('denied')).toBe(false);
    expect(canJoinWithout('in_use')).toBe(false);
  });
});
