// Types for the launcher's helpers, which the e2e suite (TypeScript) reuses to run extra servers.
import type { ChildProcess } from 'node:child_process';

export interface ProcessDefinition {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: Record<string, string>;
  readyUrl?: string;
}

export interface ProcessHandle {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  stop(graceMs?: number): Promise<void>;
}

export const DEFAULT_PORTS: { api: number; shell: number; content: number; selector: number; tools: number };
export function apiServerProcess(port: number, env?: Record<string, string>): ProcessDefinition;
export function remoteServerProcess(name: string, port: number, root: string, remoteOrigins?: readonly string[]): ProcessDefinition;
export function shellServerProcess(port: number, apiPort: number, registry: Record<string, string>): ProcessDefinition;
export function startProcess(definition: ProcessDefinition, options?: { readyTimeoutMs?: number }): Promise<ProcessHandle>;
