// HTTP tests against a real database (one server process per file) need more than Jest's 5 s.
jest.setTimeout(60_000);
