// Reads a Dockerfile into its stages and instructions, and works out the build context that a
// Dockerfile's ignore file lets in: what the image tests check, since no container engine runs here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Instruction {
  keyword: string;
  /** `--name=value` options before the arguments (COPY --from, HEALTHCHECK --interval, …). */
  flags: Record<string, string>;
  /** The arguments after the flags, as written. */
  args: string;
}

export interface Stage {
  name?: string;
  base: string;
  instructions: Instruction[];
}

/** The stages of a Dockerfile; line continuations joined, comments dropped. */
export function parseDockerfile(text: string): Stage[] {
  const logicalLines: string[] = [];
  let pending = '';
  for (const line of text.split('\n')) {
    if (/^\s*#/.test(line)) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    const whole = (pending + line).trim();
    pending = '';
    if (whole) logicalLines.push(whole);
  }
  const stages: Stage[] = [];
  for (const line of logicalLines) {
    const [, keyword = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const flags: Record<string, string> = {};
    let args = rest;
    for (let flag = /^--([a-z-]+)=(\S+)\s+/.exec(args); flag; flag = /^--([a-z-]+)=(\S+)\s+/.exec(args)) {
      flags[flag[1] ?? ''] = flag[2] ?? '';
      args = args.slice(flag[0].length);
    }
    const instruction = { keyword: keyword.toUpperCase(), flags, args };
    if (instruction.keyword === 'FROM') {
      const [, base = '', name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args) ?? [];
      stages.push({ base, name, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return stages;
}

export function readDockerfile(file: string): Stage[] {
  return parseDockerfile(readFileSync(file, 'utf8'));
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

/** ENV's `NAME=value` pairs. */
export function environmentOf(stage: Stage): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const { args } of instructions(stage, 'ENV')) {
    for (const [, name = '', value = ''] of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S*)/g)) {
      variables[name] = value.replace(/^"(.*)"$/, '$1');
    }
  }
  return variables;
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
