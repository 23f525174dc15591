import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { transformFileSync } from '@swc/core';
import { pino } from 'pino';
import { TurnBufferedDestination } from './turn-buffered-destination.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A sink that keeps every write it is handed. */
function recordingSink() {
  const writes: string[] = [];
  return { writes, write: (chunk: string) => writes.push(chunk), lines: () => writes.join('').split('\n').filter(Boolean) };
}

function numbersLogged(lines: string[]): number[] {
  return lines.map((line) => (JSON.parse(line) as { n: number }).n);
}

const oneTo = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('TurnBufferedDestination', () => {
  it('writes the lines of one turn at its end, in one write, intact and in order', async () => {
    const sink = recordingSink();
    const logger = pino({}, new TurnBufferedDestination(sink));
    for (const n of oneTo(200)) logger.info({ n, text: `line "${n}" ü` }, 'logged');
    expect(sink.writes).toEqual([]);

    await nextTurn();
    expect(sink.writes).toHaveLength(1);
    expect(numbersLogged(sink.lines())).toEqual(oneTo(200));
    expect(JSON.parse(sink.lines()[6] ?? '')).toMatchObject({ n: 7, text: 'line "7" ü', msg: 'logged' });
  });

  it('writes each turn separately and holds nothing across turns', async () => {
    const sink = recordingSink();
    const logger = pino({}, new TurnBufferedDestination(sink));
    logger.info({ n: 1 });
    await nextTurn();
    logger.info({ n: 2 });
    logger.info({ n: 3 });
    await nextTurn();
    expect(sink.writes.map((chunk) => numbersLogged(chunk.split('\n').filter(Boolean)))).toEqual([[1], [2, 3]]);
  });

  it('writes at once, without waiting for the turn to end, when a turn logs more than its limit', () => {
    const sink = recordingSink();
    const logger = pino({}, new TurnBufferedDestination(sink, 1_000));
    for (const n of oneTo(100)) logger.info({ n });
    expect(sink.writes.length).toBeGreaterThan(5);
    // Each write is the lines up to the one that passed the limit.
    for (const chunk of sink.writes) {
      expect(chunk.endsWith('\n')).toBe(true);
      expect(chunk.length).toBeLessThan(1_200);
    }
    logger.flush();
    expect(numbersLogged(sink.lines())).toEqual(oneTo(100));
  });

  it("writes every pending line before pino's flush calls back, and on flushSync", async () => {
    const sink = recordingSink();
    const destination = new TurnBufferedDestination(sink);
    const logger = pino({}, destination);
    logger.info({ n: 1 });
    await new Promise<void>((resolve) => logger.flush(() => resolve()));
    expect(numbersLogged(sink.lines())).toEqual([1]);
    logger.info({ n: 2 });
    destination.flushSync();
    expect(numbersLogged(sink.lines())).toEqual([1, 2]);
  });

  describe('in a process of its own, over standard output', () => {
    let workDir: string;
    let moduleFile: string;

    beforeAll(async () => {
      workDir = await mkdtemp(path.join(os.tmpdir(), 'gentlebowl-log-destination-'));
      moduleFile = path.join(workDir, 'turn-buffered-destination.mjs');
      const { code } = transformFileSync(path.join(__dirname, 'turn-buffered-destination.ts'), {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'es6' },
      });
      await writeFile(moduleFile, code);
    });
    afterAll(() => rm(workDir, { recursive: true, force: true }));

    /** Runs `ending` after logging `count` lines in one turn through the service's destination; its stdout. */
    async function stdoutOfProcessThat(count: number, ending: string): Promise<string> {
      const script = `
        const { pino } = await import('pino');
        const { TurnBufferedDestination } = await import(${JSON.stringify(moduleFile)});
        const logger = pino({}, new TurnBufferedDestination(pino.destination({ dest: 1, sync: true, minLength: 0 })));
        for (let n = 1; n <= ${count}; n += 1) logger.info({ n });
        ${ending}
      `;
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
        cwd: path.resolve(__dirname, '..', '..'),
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      const code = await new Promise((resolve) => child.once('close', resolve));
      expect(code).toBe(0);
      return output;
    }

    const lines = (output: string) => output.split('\n').filter(Boolean);

    it('writes the lines of the last turn when the process ends by itself', async () => {
      expect(numbersLogged(lines(await stdoutOfProcessThat(5_000, '')))).toEqual(oneTo(5_000));
    });

    it('writes the pending lines when process.exit() is called in the same turn', async () => {
      expect(numbersLogged(lines(await stdoutOfProcessThat(5_000, 'process.exit(0);')))).toEqual(oneTo(5_000));
    });
  });
});
