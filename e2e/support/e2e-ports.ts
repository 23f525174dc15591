// The e2e suite runs its own copy of the site on these ports, so it never touches a site a
// developer is running with `npm start` on the default ports.
export const E2E_PORTS = { api: 13000, shell: 18080, content: 13001, selector: 13002, tools: 13003 } as const;

export const E2E_BASE_URL = `http://localhost:${E2E_PORTS.shell}`;
