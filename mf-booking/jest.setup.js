/* global jest */
// The machine is shared and often busy: lazily loaded parts (the calendar) may take over a second
// to appear, and a long form test over five seconds. Slow is not wrong; only a real hang should fail.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);
