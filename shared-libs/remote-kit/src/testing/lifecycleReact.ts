/**
 * For a test file in which single-spa drives React as it does on the site (lifecycles, not `act()`):
 * React then schedules its work itself, so the act environment is off for the file. Gives each test
 * a spy on `console.error`, where React reports a difference between the server's HTML and the
 * browser's first render (a hydration error).
 */
export function reactDrivenByLifecycles(): { readonly consoleError: jest.SpyInstance } {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const spies: { consoleError: jest.SpyInstance } = { consoleError: jest.fn() };
  beforeAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });
  beforeEach(() => {
    spies.consoleError = jest.spyOn(console, 'error');
  });
  afterEach(() => spies.consoleError.mockRestore());
  return spies;
}
