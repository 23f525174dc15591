// The site as a compose project on podman: docker-compose.yml as operators run it, plus
// ops/containers/compose.test.yml (the mailbox), run by podman-compose under its own project name, so
// it never touches another project's containers. Not docker-compose.override.yml: podman-compose 1.0
// cannot merge its `depends_on` conditions into the main file's list (and would not wait on them);
// the run waits for every health check itself instead.
import { setTimeout as delay } from 'node:timers/promises';
import { runCommand } from '../run-command.mjs';
import { podmanEnvironment, podmanOutput } from './podman.mjs';

const COMPOSE_FILES = ['docker-compose.yml', 'ops/containers/compose.test.yml'];

export class ComposeProject {
  /** @param {{ name: string, environment: Record<string, string> }} options */
  constructor({ name, environment }) {
    this.name = name;
    this.environment = environment;
  }

  /** podman-compose with this project's files, name and variables (plus `extra`, which win). */
  compose(label, args, extra = {}) {
    return runCommand(label, 'podman-compose', ['--project-name', this.name, ...COMPOSE_FILES.flatMap((file) => ['--file', file]), ...args], {
      env: { ...podmanEnvironment, ...this.environment, ...extra },
    });
  }

  /** Starts every service from the images already built (never builds or pulls). */
  up() {
    return this.compose('compose up', ['up', '--detach', '--no-build']);
  }

  /** Replaces one service's container with one from the image its variables now name, leaving every
   * other container as it is: how a team deploys its remote alone. */
  redeploy(service, extra) {
    return this.compose(`deploy ${service}`, ['up', '--detach', '--no-build', '--no-deps', '--force-recreate', service], extra);
  }

  /** Stops and removes every container, network and volume of the project. */
  async down() {
    await this.compose('compose down', ['down', '--volumes', '--timeout', '10']).catch((error) => {
      process.stderr.write(`compose down: ${error.message}\n`);
    });
    // What podman-compose may leave when a start failed half-way.
    const leftovers = (await podmanOutput(['ps', '--all', '--quiet', '--filter', `label=io.podman.compose.project=${this.name}`]).catch(() => ''))
      .split('\n')
      .filter(Boolean);
    if (leftovers.length > 0) await podmanOutput(['rm', '--force', ...leftovers]).catch(() => {});
    const volumes = (await podmanOutput(['volume', 'ls', '--quiet', '--filter', `label=io.podman.compose.project=${this.name}`]).catch(() => ''))
      .split('\n')
      .filter(Boolean);
    if (volumes.length > 0) await podmanOutput(['volume', 'rm', '--force', ...volumes]).catch(() => {});
  }

  /** The running container of a service: its name, id, image and when it started. */
  async container(service) {
    const [found] = JSON.parse(
      await podmanOutput([
        'ps', '--format', 'json',
        '--filter', `label=io.podman.compose.project=${this.name}`,
        '--filter', `label=io.podman.compose.service=${service}`,
      ]),
    );
    if (!found) throw new Error(`no running container for the ${service} service`);
    const [details] = JSON.parse(await podmanOutput(['inspect', found.Id]));
    return {
      name: found.Names[0],
      id: found.Id,
      image: details.ImageName,
      startedAt: details.State.StartedAt,
      restarts: details.RestartCount ?? 0,
      hasHealthCheck: Boolean(details.Config.Healthcheck?.Test?.length),
    };
  }

  async services() {
    const containers = JSON.parse(await podmanOutput(['ps', '--all', '--format', 'json', '--filter', `label=io.podman.compose.project=${this.name}`]));
    return [...new Set(containers.map((container) => container.Labels['io.podman.compose.service']))].sort();
  }

  /**
   * Waits until each service's health check passes. Podman 4.3 runs health checks from systemd
   * timers, which a container-less machine may not have, so the check is run here, as the timer
   * would run it: `podman healthcheck run`. A service without one counts once it is running.
   */
  async waitHealthy(services, timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    const waiting = new Set(services);
    while (waiting.size > 0) {
      for (const service of [...waiting]) {
        const container = await this.container(service).catch(() => undefined);
        if (!container) continue;
        if (!container.hasHealthCheck) {
          waiting.delete(service);
          continue;
        }
        const healthy = await podmanOutput(['healthcheck', 'run', container.id]).then(
          () => true,
          () => false,
        );
        if (healthy) waiting.delete(service);
      }
      if (waiting.size === 0) return;
      if (Date.now() > deadline) throw new Error(`not healthy within ${timeoutMs / 1000} s: ${[...waiting].join(', ')}`);
      await delay(2_000);
    }
  }

  /** Each container's memory use now, by service, in MiB. */
  async memoryMiB() {
    const stats = JSON.parse(await podmanOutput(['stats', '--no-stream', '--format', 'json']));
    const byService = {};
    for (const service of await this.services()) {
      const container = await this.container(service).catch(() => undefined);
      const entry = container && stats.find((stat) => container.id.startsWith(stat.id) || stat.name === container.name);
      if (entry) byService[service] = entry.mem_usage;
    }
    return byService;
  }
}
