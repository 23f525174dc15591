/** A remote (or one of its pages) could not be loaded: the section is shown as temporarily
 * unavailable instead of breaking the site. */
export class RemoteUnavailableError extends Error {
  constructor(readonly remote: string) {
    super(`The ${remote} section could not be loaded`);
    this.name = 'RemoteUnavailableError';
  }
}
