// Suites that start servers, databases or builds wait out real limits (a shutdown, a frozen
// database, a build). A project's `testTimeout` is ignored when the root config runs every
// workspace, so the limit is set here, where it holds in both runs.
jest.setTimeout(60_000);
