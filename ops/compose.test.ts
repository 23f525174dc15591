// docker-compose.yml against what each deployable reads (its configuration schema), its image's ENV,
// .env.example, and what `docker stack deploy` takes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type ComposeService,
  containerEnvironment,
  interpolate,
  interpolations,
  readComposeFile,
  readEnvFile,
  repositoryRoot,
} from './compose';
import { DEPLOYABLES, type Deployable, imageStages } from './deployables';
import { commandVariables, containerCommand, environmentOf, finalStage, nodeCommandParts } from './dockerfile';

const COMPOSE_FILE = 'docker-compose.yml';
const compose = readComposeFile(COMPOSE_FILE);
const composeText = readFileSync(path.join(repositoryRoot, COMPOSE_FILE), 'utf8');
const envExampleText = readFileSync(path.join(repositoryRoot, '.env.example'), 'utf8');
const envExample = readEnvFile('.env.example');
/** What .env.example asks the operator to set, for there is no default: the database password, the
 * site's public origin (the shell's and the mails' links'), and the mail settings (a relay, a sender,
 * the editors' inbox, the links' key). */
const operatorSettings = {
  POSTGRES_PASSWORD: 'operators-own-password',
  SMTP_URL: 'smtp://mailer:relay-password@smtp.example.com:587',
  MAIL_FROM: 'Gentle Bowl <newsletter@gentlebowl.example>',
  CONTACT_INBOX: 'editors@gentlebowl.example',
  SITE_ORIGIN: 'https://www.gentlebowl.example',
  MAIL_SIGNING_SECRET: 'operators-own-signing-secret-of-32-characters',
};
/** What an operator who followed .env.example has: its values, and the ones it asks them to set. */
const operatorEnvironment = { ...envExample, ...operatorSettings };

const serviceOf = (name: string): ComposeService => {
  const service = compose.services[name];
  if (!service) throw new Error(`${COMPOSE_FILE} has no service ${name}`);
  return service;
};
/** The image's ENV, as compose builds it. */
const imageEnvironment = (deployable: Deployable) => environmentOf(finalStage(imageStages(deployable)));
/** The image's command's arguments after the script (a remote's --root and --name). */
const commandArguments = (deployable: Deployable) => nodeCommandParts(containerCommand(finalStage(imageStages(deployable))).slice(1)).scriptArgs;
/** The environment a deployable's container starts with: its image's ENV, then compose's. */
const startingEnvironment = (deployable: Deployable, environment: Record<string, string>) => ({
  ...imageEnvironment(deployable),
  ...containerEnvironment(serviceOf(deployable.name), environment),
});

describe.each(DEPLOYABLES)('compose and $name', (deployable) => {
  const service = serviceOf(deployable.name);

  it('sets every variable it reads, in compose or in its image', () => {
    const environment = startingEnvironment(deployable, operatorEnvironment);
    const inapplicable = deployable.inapplicable.because in environment ? deployable.inapplicable.variables : [];
    const unset = deployable.variables.filter((variable) => !(variable in environment) && !inapplicable.includes(variable));
    expect(unset).toEqual([]);
  });

  it('passes no variable that neither it nor its image\'s command line reads', () => {
    const passed = [...Object.keys(service.environment ?? {}), ...Object.keys(imageEnvironment(deployable))];
    // A remote's image sets REMOTE for its command's shell, which puts it in the server's arguments.
    const read = [...deployable.variables, ...commandVariables(finalStage(imageStages(deployable)))];
    expect(passed.filter((variable) => !read.includes(variable))).toEqual([]);
  });

  it("starts with a valid configuration from .env.example's values, and from compose's defaults alone", () => {
    expect(() => deployable.load(startingEnvironment(deployable, operatorEnvironment), commandArguments(deployable))).not.toThrow();
    expect(() =>
      deployable.load(startingEnvironment(deployable, operatorSettings), commandArguments(deployable)),
    ).not.toThrow();
  });

  it("defaults each variable of its own name to the application's default", () => {
    const environment = startingEnvironment(deployable, operatorSettings);
    for (const [variable, value] of Object.entries(service.environment ?? {})) {
      const [only] = interpolations(String(value));
      if (String(value) !== `\${${variable}:-${only?.fallback}}`) continue;
      const { [variable]: _, ...withoutIt } = environment;
      expect({ variable, config: deployable.load(environment, commandArguments(deployable)) }).toEqual({
        variable,
        config: deployable.load(withoutIt, commandArguments(deployable)),
      });
    }
  });

  it('deploys to Swarm: rolling updates that roll back, resources, restarts', () => {
    expect(service.image).toMatch(new RegExp(`^\\$\\{REGISTRY:-[^}]+\\}/${deployable.name}:\\$\\{[A-Z]+_TAG:-[^}]+\\}$`));
    expect(service.deploy?.update_config?.failure_action).toBe('rollback');
    expect(service.deploy?.rollback_config).toBeDefined();
    expect(service.deploy?.restart_policy?.condition).toBe('any');
    expect(Object.keys(service.deploy?.resources?.limits ?? {}).sort()).toEqual(['cpus', 'memory']);
    expect(Object.keys(service.deploy?.resources?.reservations ?? {}).sort()).toEqual(['cpus', 'memory']);
  });
});

describe(COMPOSE_FILE, () => {
  it('is read by .env.example: every variable it interpolates is listed there with its default', () => {
    const used = interpolations(composeText);
    const listed = Object.keys(envExample).filter((variable) => variable !== 'COMPOSE_PROJECT_NAME');
    expect([...new Set(used.map(({ name }) => name))].sort()).toEqual(listed.sort());
    for (const { name, fallback } of used) {
      expect({ name, default: fallback ?? '' }).toEqual({ name, default: envExample[name] });
    }
  });

  it("requires SITE_ORIGIN, so the shell never builds a URL from a request's Host", () => {
    expect(envExample.SITE_ORIGIN).toBe('');
    expect(() => containerEnvironment(serviceOf('shell'), { ...envExample, POSTGRES_PASSWORD: 'secret' })).toThrow(/SITE_ORIGIN/);
  });

  it('holds no secret: the database password and the mail settings come from the environment, and without them nothing starts', () => {
    expect(composeText).not.toMatch(/^\s*[A-Z_]*PASSWORD:\s*[^$\s]/m);
    for (const [variable] of Object.entries(operatorSettings)) {
      expect({ variable, example: envExample[variable] }).toEqual({ variable, example: '' });
      expect(() => containerEnvironment(serviceOf('services'), { ...operatorEnvironment, [variable]: '' })).toThrow(
        new RegExp(variable),
      );
    }
  });

  it('documents in .env.example every variable each deployable reads', () => {
    const variables = [...new Set(DEPLOYABLES.flatMap(({ variables }) => variables))];
    expect(variables.filter((variable) => !new RegExp(`\\b${variable}\\b`).test(envExampleText))).toEqual([]);
  });

  it('runs the API three times, each instance on the same database', () => {
    expect(serviceOf('services').deploy?.replicas).toBe(3);
    const urls = new Set([1, 2, 3].map(() => containerEnvironment(serviceOf('services'), operatorEnvironment).DATABASE_URL));
    expect(urls.size).toBe(1);
    expect(new URL([...urls][0] ?? '').hostname).toBe('postgres');
  });

  it("lets the API believe X-Forwarded-For only from the network on which the shell's proxy is its only client", () => {
    const api = serviceOf('services');
    const backend = compose.networks?.backend;
    // Not published, on an internal network shared with the shell and the database only.
    expect(api.ports).toBeUndefined();
    expect(serviceOf('postgres').ports).toBeUndefined();
    // The mail network, the API's way out to its SMTP relay, holds no other service: nothing there
    // comes from the backend range the API trusts.
    expect(api.networks).toEqual(['backend', 'mail']);
    expect(Object.entries(compose.services).filter(([, service]) => service.networks?.includes('mail')).map(([name]) => name)).toEqual(['services']);
    expect(backend?.internal).toBe(true);
    const onBackend = Object.entries(compose.services).filter(([, service]) => service.networks?.includes('backend'));
    expect(onBackend.map(([name]) => name).sort()).toEqual(['postgres', 'services', 'shell']);
    // The trusted range is that network's, whatever the operator sets it to.
    for (const environment of [operatorEnvironment, { ...operatorEnvironment, BACKEND_SUBNET: '10.123.4.0/24' }]) {
      const subnet = interpolate(backend?.ipam?.config?.[0]?.subnet ?? '', environment);
      expect(containerEnvironment(api, environment).TRUSTED_PROXIES).toBe(subnet);
    }
    expect(new URL(containerEnvironment(serviceOf('shell'), operatorEnvironment).API_URL ?? '').hostname).toBe('services');
  });

  it("keeps to what docker stack deploy accepts; docker compose's extras live in the override", () => {
    expect(compose).not.toHaveProperty('name');
    for (const service of Object.values(compose.services)) {
      expect(service.depends_on === undefined || Array.isArray(service.depends_on)).toBe(true);
    }
    const override = readComposeFile('docker-compose.override.yml');
    expect(override.services.services?.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(serviceOf('services').depends_on).toEqual(['postgres']);
  });

  it('runs one container per published port on one machine, where Swarm runs replicas behind its routing mesh', () => {
    const override = readComposeFile('docker-compose.override.yml');
    for (const [name, service] of Object.entries(compose.services)) {
      const published = (service.ports ?? []).some((port) => typeof port === 'string' || port.mode !== 'host');
      if (!published || (service.deploy?.replicas ?? 1) === 1) continue;
      expect({ name, replicasOnOneMachine: override.services[name]?.deploy?.replicas }).toEqual({ name, replicasOnOneMachine: 1 });
    }
  });

  it('runs the database from the official postgres image, at a fixed version, unless POSTGRES_IMAGE names another', () => {
    const image = serviceOf('postgres').image ?? '';
    // No registry or namespace: Docker Hub's official image.
    expect(interpolate(image, {})).toMatch(/^postgres:\d+(\.\d+)*(-[a-z]+)?$/);
    expect(interpolate(image, { POSTGRES_IMAGE: 'registry.example/postgres:17' })).toBe('registry.example/postgres:17');
  });

  it('keeps the database on a named volume, checked for health', () => {
    const postgres = serviceOf('postgres') as ComposeService & { volumes?: string[] };
    const [volume] = postgres.volumes ?? [];
    expect(volume).toMatch(/^([a-z-]+):\/var\/lib\/postgresql\/data$/);
    expect(compose.volumes).toHaveProperty(volume?.split(':')[0] ?? '');
    expect(postgres.healthcheck?.test.join(' ')).toMatch(/pg_isready/);
  });
});
