import { jestConfig } from '../jest.base.mjs';

// The start-up tests build the servers first (incrementally, as `npm start` does).
export default jestConfig({ displayName: 'ops', slowTests: true });
