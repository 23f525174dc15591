// The e2e suite runs its own copy of the site on these ports, so it never touches a site a
// developer is running with `npm start` on the default ports. E2E_PORT_OFFSET moves every port the
// suite uses (a second checkout on the same machine can run its suite at the same time).
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

/** A port of the suite's own, moved by the offset. */
export function e2ePort(port: number): number {
  return port + offset;
}

export const E2E_PORTS = {
  api: e2ePort(13000),
  shell: e2ePort(18080),
  content: e2ePort(13001),
  selector: e2ePort(13002),
  tools: e2ePort(13003),
} as const;

export const E2E_BASE_URL = `http://localhost:${E2E_PORTS.shell}`;
