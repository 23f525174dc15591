// The site as a compose project on podman: docker-compose.yml as operators run it on one machine
// (with docker-compose.override.yml, as `docker compose` reads it), plus
// ops/containers/compose.test.yml (the mailbox and the canary), under a project name of its own, so
// it never touches another project's containers.
// Two tools, since Debian's podman-compose (1.0) misreads this compose file: it leaves `${NAME:-}`
// (an empty default) unfilled, and cannot merge the override's `depends_on` conditions into the main
// file's list. Debian's docker-compose (1.29) reads the files as Compose does, without an engine
// (`docker-compose config`: merged, every variable filled in), and podman-compose runs the result.
// Neither waits on health conditions here (podman runs health checks from systemd timers, which a
// machine without systemd lacks): the run waits for every health check itself (waitHealthy).
import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import { parse, stringify } from 'yaml';
import { repositoryRoot } from '../paths.mjs';
import { podmanOutput, runLogged } from './podman.mjs';

const COMPOSE_FILES = ['docker-compose.yml', 'docker-compose.override.yml', 'ops/containers/compose.test.yml'];

/** One word for `sh -c`, quoted. */
const shellWord = (word) => `'${word.replaceAll("'", "'\\''")}'`;

/**
 * The compose files as one, as Compose reads them with `environment` (`docker-compose config`), in
 * the shape podman-compose 1.0 takes:
 * - a service's networks as a list of names (it reads only that form; no service here sets
 *   per-network options);
 * - a health check `["CMD", program, args…]` as the one command line it stands for: podman-compose
 *   quotes the list form wrongly (the check then always fails) and consumes the list as it starts a
 *   service's first container (a second container then fails to start).
 */
async function resolveComposeFiles(environment) {
  const { stdout } = await promisify(execFile)('docker-compose', [...COMPOSE_FILES.flatMap((file) => ['--file', file]), 'config'], {
    cwd: repositoryRoot,
    env: { ...process.env, ...environment },
    maxBuffer: 16 * 1024 * 1024,
  });
  const resolved = parse(stdout);
  for (const service of Object.values(resolved.services)) {
    if (service.networks && !Array.isArray(service.networks)) service.networks = Object.keys(service.networks);
    const test = service.healthcheck?.test;
    if (Array.isArray(test) && test[0] === 'CMD') service.healthcheck.test = test.slice(1).map(shellWord).join(' ');
  }
  return resolved;
}

export class ComposeProject {
  /** @param {{ name: string, environment: Record<string, string>, logFile: string }} options */
  constructor({ name, environment, logFile }) {
    this.name = name;
    this.environment = environment;
    this.logFile = logFile;
    /** The files as Compose reads them with this run's variables; it holds the run's secrets, and
     * is deleted with the project. */
    this.resolvedFile = path.join(path.dirname(logFile), 'compose.resolved.yml');
  }

  /** podman-compose on the compose files read with this project's variables (plus `extra`, which
   * win), its output in the run's log file. */
  async compose(label, args, extra = {}) {
    const env = { ...this.environment, ...extra };
    await writeFile(this.resolvedFile, stringify(await resolveComposeFiles(env)), { mode: 0o600 });
    await runLogged(label, 'podman-compose', ['--project-name', this.name, '--file', this.resolvedFile, ...args], { env, logFile: this.logFile });
  }

  /** The images the compose files build, as they name them with this project's variables (plus
   * `extra`): each built service's image, Dockerfile (from the repository root) and build arguments. */
  async builds(extra = {}) {
    const { services } = await resolveComposeFiles({ ...this.environment, ...extra });
    return Object.entries(services)
      .filter(([, service]) => service.build)
      .map(([name, { image, build }]) => ({
        service: name,
        image,
        dockerfile: path.relative(repositoryRoot, path.resolve(repositoryRoot, build.context ?? '.', build.dockerfile ?? 'Dockerfile')),
        args: build.args ?? {},
      }));
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
    for (const kind of ['volume', 'network']) {
      const names = (await podmanOutput([kind, 'ls', '--quiet', '--filter', `label=io.podman.compose.project=${this.name}`]).catch(() => ''))
        .split('\n')
        .filter(Boolean);
      if (names.length > 0) await podmanOutput([kind, 'rm', '--force', ...names]).catch(() => {});
    }
    await rm(this.resolvedFile, { force: true });
  }

  /** The running container of a service: its name, id, image and when it started. */
  async container(service) {
    const [found] = JSON.parse(
      await podmanOutput([
        'ps', '--format', 'json',
        '--filter', `label=io.podman.compose.project=${this.name}`,
        '--filter', `label=com.docker.compose.service=${service}`,
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
    return [...new Set(containers.map((container) => container.Labels['com.docker.compose.service']))].sort();
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

  /** Each of the project's containers' memory use now, in bytes, by its name without the project's
   * prefix (`services_2`). */
  async memoryBytes() {
    const units = { B: 1, kB: 1e3, MB: 1e6, GB: 1e9, KiB: 1024, MiB: 1024 ** 2, GiB: 1024 ** 3 };
    const stats = JSON.parse(await podmanOutput(['stats', '--no-stream', '--format', 'json']));
    const used = {};
    for (const { name, mem_usage: usage } of stats) {
      if (!name.startsWith(`${this.name}_`)) continue;
      const [, amount, unit] = /^([\d.]+)\s*([A-Za-z]+)/.exec(usage) ?? [];
      if (amount && units[unit]) used[name.slice(this.name.length + 1)] = Number(amount) * units[unit];
    }
    return used;
  }
}
