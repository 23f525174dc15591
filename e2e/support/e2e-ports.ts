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
  /** The local mailbox the launcher runs (maildev): SMTP, and its web page and REST API. */
  mailSmtp: e2ePort(11025),
  mailWeb: e2ePort(11080),
} as const;

/** The suite's local mailbox's REST API (GET /api/email lists every mail the site sent). */
export const E2E_MAILBOX_URL = `http://127.0.0.1:${E2E_PORTS.mailWeb}`;

export const E2E_BASE_URL = `http://localhost:${E2E_PORTS.shell}`;

/** The key the suite's API signs mail links with, so a test can make a link whose time is up. */
export const E2E_MAIL_SIGNING_SECRET = 'e2e-suite-signing-secret-of-at-least-32-characters';
