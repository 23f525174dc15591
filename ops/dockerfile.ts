// Reads a Dockerfile into its stages and instructions, with its variables filled in as BuildKit fills
// them, and works out the build context that a Dockerfile's ignore file lets in: what the image tests
// check, since no container engine runs here.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Instruction {
  keyword: string;
  /** `--name=value` options before the arguments (COPY --from, HEALTHCHECK --interval, …). */
  flags: Record<string, string>;
  /** The arguments after the flags, with `${NAME}` filled in where BuildKit fills it (not in RUN or CMD,
   * whose shell does). */
  args: string;
  /** The build arguments and ENV values set where the instruction runs: what a RUN's shell sees. */
  variables: Record<string, string>;
}

export interface Stage {
  name?: string;
  base: string;
  instructions: Instruction[];
}

/** The instructions whose arguments BuildKit fills variables into itself. */
const EXPANDED = new Set(['ADD', 'ARG', 'COPY', 'ENV', 'EXPOSE', 'FROM', 'LABEL', 'STOPSIGNAL', 'USER', 'VOLUME', 'WORKDIR']);

/** The logical lines of a Dockerfile: line continuations joined, comments dropped. */
function logicalLines(text: string): string[] {
  const lines: string[] = [];
  let pending = '';
  for (const line of text.split('\n')) {
    if (/^\s*#/.test(line)) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    const whole = (pending + line).trim();
    pending = '';
    if (whole) lines.push(whole);
  }
  return lines;
}

/** ARG's and ENV's `NAME=value` (or ARG's bare `NAME`, value undefined), quotes taken off. */
function assignments(args: string): [name: string, value: string | undefined][] {
  return [...args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)(?:=("[^"]*"|'[^']*'|\S*))?/g)].map(([, name = '', value]) => [
    name,
    value?.replace(/^"(.*)"$|^'(.*)'$/, '$1$2'),
  ]);
}

const VARIABLE = /\\\$|'[^']*'|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-+])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;

/** `$NAME`, `${NAME}`, `${NAME:-word}`, `${NAME:+word}` (and without the colon) filled in as BuildKit
 * does: an unset variable is empty, single quotes and `\$` keep a `$` as written. */
export function expandVariables(text: string, variables: Record<string, string | undefined>): string {
  return text.replace(VARIABLE, (whole, braced?: string, operator?: string, word?: string, bare?: string) => {
    if (whole === '\\$') return '$';
    if (whole.startsWith("'")) return whole;
    const value = variables[braced ?? bare ?? ''];
    const set = value !== undefined && !(operator?.startsWith(':') && value === '');
    if (operator?.endsWith('-')) return set ? (value ?? '') : (word ?? '');
    if (operator?.endsWith('+')) return set ? (word ?? '') : '';
    return value ?? '';
  });
}

/**
 * The stages of a Dockerfile built with `buildArgs` (`--build-arg NAME=value`). As BuildKit: an ARG
 * before the first FROM is seen by the FROM lines only, and by a stage that declares it again; an ARG
 * takes the build argument, else its default; an unset one is empty; ENV wins over an ARG of its name.
 */
export function parseDockerfile(text: string, buildArgs: Record<string, string> = {}): Stage[] {
  const global: Record<string, string | undefined> = {};
  const stages: Stage[] = [];
  let scope = global;
  let environmentNames = new Set<string>();
  for (const line of logicalLines(text)) {
    const [, written = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const keyword = written.toUpperCase();
    const variables = Object.fromEntries(Object.entries(scope).filter((entry): entry is [string, string] => entry[1] !== undefined));
    let args = EXPANDED.has(keyword) ? expandVariables(rest, keyword === 'FROM' ? global : scope) : rest;
    const flags: Record<string, string> = {};
    for (let flag = /^--([a-z-]+)=(\S+)\s+/.exec(args); flag; flag = /^--([a-z-]+)=(\S+)\s+/.exec(args)) {
      flags[flag[1] ?? ''] = flag[2] ?? '';
      args = args.slice(flag[0].length);
    }
    if (keyword === 'FROM') {
      const [, base = '', name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args) ?? [];
      stages.push({ base, name, instructions: [] });
      scope = {};
      environmentNames = new Set();
      continue;
    }
    if (keyword === 'ARG') {
      for (const [name, fallback] of assignments(args)) {
        if (environmentNames.has(name)) continue;
        scope[name] = name in buildArgs ? buildArgs[name] : (fallback ?? (scope === global ? undefined : global[name]));
      }
    }
    if (keyword === 'ENV') {
      for (const [name, value] of assignments(args)) {
        scope[name] = value ?? '';
        environmentNames.add(name);
      }
    }
    stages.at(-1)?.instructions.push({ keyword, flags, args, variables });
  }
  return stages;
}

export function readDockerfile(file: string, buildArgs: Record<string, string> = {}): Stage[] {
  return parseDockerfile(readFileSync(file, 'utf8'), buildArgs);
}

/** The names of every ARG a Dockerfile declares, before its first FROM and in its stages. */
export function declaredArguments(file: string): string[] {
  const declared = logicalLines(readFileSync(file, 'utf8')).filter((line) => /^ARG\s/i.test(line));
  return [...new Set(declared.flatMap((line) => assignments(line.replace(/^ARG\s+/i, '')).map(([name]) => name)))];
}

export const finalStage = (stages: Stage[]): Stage => {
  const last = stages.at(-1);
  if (!last) throw new Error('a Dockerfile without a FROM');
  return last;
};

export const instructions = (stage: Stage, keyword: string) => stage.instructions.filter((instruction) => instruction.keyword === keyword);

/** The exec form (`["node", "dist/main.js"]`) of CMD, or of HEALTHCHECK's CMD. */
export function execForm(args: string): string[] {
  return JSON.parse(args.replace(/^CMD\s+/, '')) as string[];
}

/** A `node` command line in its parts: Node's own options (before the script), the script, its arguments. */
export function nodeCommandParts(args: readonly string[]): { nodeOptions: string[]; script: string; scriptArgs: string[] } {
  const scriptAt = args.findIndex((arg) => !arg.startsWith('-'));
  if (scriptAt < 0) return { nodeOptions: [...args], script: '', scriptArgs: [] };
  return { nodeOptions: args.slice(0, scriptAt), script: args[scriptAt] ?? '', scriptArgs: args.slice(scriptAt + 1) };
}

/** ENV's `NAME=value` pairs: the environment a container of the stage starts with (before compose's). */
export function environmentOf(stage: Stage): Record<string, string> {
  return Object.fromEntries(instructions(stage, 'ENV').flatMap(({ args }) => assignments(args).map(([name, value]) => [name, value ?? ''])));
}

/** CMD's exec form: the container's command as written. */
const cmdOf = (stage: Stage) => execForm(instructions(stage, 'CMD').at(-1)?.args ?? '[]');

/** The line of a `["/bin/sh", "-c", "<line>"]` CMD; undefined for a command without a shell. */
function shellLine(stage: Stage): string | undefined {
  const [program = '', option, line, ...more] = cmdOf(stage);
  return /(^|\/)sh$/.test(program) && option === '-c' && more.length === 0 ? line : undefined;
}

/** The variables the shell of a `["/bin/sh", "-c", …]` CMD fills into its line (none without a shell). */
export function commandVariables(stage: Stage): string[] {
  return [...new Set([...(shellLine(stage) ?? '').matchAll(VARIABLE)].flatMap(([, braced, , , bare]) => braced ?? bare ?? []))];
}

/** Whether the command is the container's process, which gets its stop signal: an exec form without a
 * shell, or a shell line that `exec`s the command. */
export function commandGetsStopSignal(stage: Stage): boolean {
  const line = shellLine(stage);
  return line === undefined ? cmdOf(stage).length > 0 : /^exec\s/.test(line);
}

/**
 * The words of the command a container of the stage runs: CMD's exec form, or, for
 * `["/bin/sh", "-c", "[exec] …"]`, the words the shell makes of that one command. /bin/sh makes them
 * here too, from the stage's ENV: a container's command sees the image's environment, not its ARGs.
 */
export function containerCommand(stage: Stage): string[] {
  const line = shellLine(stage);
  if (line === undefined) return cmdOf(stage);
  const command = line.replace(/^exec\s+/, '');
  if (/[;&|<>`\n]|\$\(/.test(command)) throw new Error(`CMD ${line}: more than one command, which these tests do not read`);
  const words = execFileSync('/bin/sh', ['-c', `printf '%s\\0' ${command}`], { env: environmentOf(stage), encoding: 'utf8' });
  return words.split('\0').slice(0, -1);
}

/** The working directory a stage's last WORKDIR leaves (absolute). */
export function workdirOf(stage: Stage): string {
  return instructions(stage, 'WORKDIR').reduce((directory, { args }) => path.posix.resolve(directory, args), '/');
}

/** `COPY [--from=stage] <source>… <destination>`: the sources and where they go. */
export function copiesOf(stage: Stage): { from?: string; sources: string[]; destination: string }[] {
  return instructions(stage, 'COPY').map(({ flags, args }) => {
    const words = args.split(/\s+/);
    return { from: flags.from, sources: words.slice(0, -1), destination: words.at(-1) ?? '' };
  });
}

/** The files of a build context that COPY's `sources` take in: each source is a path or a pattern (`*`,
 * `?`), taken with everything below it; `.` is the whole context. */
export function copiedFiles(context: readonly string[], sources: readonly string[]): string[] {
  const expressions = sources.map((source) => patternExpression(path.posix.normalize(source).replace(/^\/+|\/+$/g, '')));
  return context.filter((file) => {
    const parts = file.split('/');
    const candidates = ['.', ...parts.map((_, index) => parts.slice(0, index + 1).join('/'))];
    return expressions.some((expression) => candidates.some((candidate) => expression.test(candidate)));
  });
}

/** A .dockerignore pattern as a regular expression over slash-separated paths. */
function patternExpression(pattern: string): RegExp {
  let expression = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const character = pattern[index] ?? '';
    if (pattern.startsWith('**/', index)) {
      expression += '(?:.*/)?';
      index += 2;
    } else if (pattern.startsWith('**', index)) {
      expression += '.*';
      index += 1;
    } else if (character === '*') expression += '[^/]*';
    else if (character === '?') expression += '[^/]';
    else expression += character.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${expression}$`);
}

/**
 * Whether a .dockerignore keeps `relativePath` out of the build context, as BuildKit decides it: the
 * last pattern that matches the path or one of its parent folders wins, and `!` lets it back in.
 */
export function dockerignoreExcludes(ignoreFileText: string, relativePath: string): boolean {
  const rules = ignoreFileText
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negated = line.startsWith('!');
      const pattern = path.posix.normalize((negated ? line.slice(1) : line).replace(/^\/+/, '')).replace(/\/+$/, '');
      return { negated, expression: patternExpression(pattern) };
    });
  const parts = relativePath.split('/');
  const candidates = parts.map((_, index) => parts.slice(0, index + 1).join('/'));
  let excluded = false;
  for (const { negated, expression } of rules) {
    if (candidates.some((candidate) => expression.test(candidate))) excluded = !negated;
  }
  return excluded;
}

const NEVER_WALKED = new Set(['.git', 'node_modules', '.data', '.cache']);

/** Every file below `root` (relative, slash-separated), but for .git, node_modules and the local
 * database and caches (.data, .cache), which the tests check with sample paths instead. */
export function filesBelow(root: string, folder = ''): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return NEVER_WALKED.has(entry.name) ? [] : filesBelow(root, relative);
    return entry.isFile() ? [relative] : [];
  });
}
