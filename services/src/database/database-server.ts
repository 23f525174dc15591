import type { AppConfig } from '../config/app-config.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embedded-postgres.js';

export interface DatabaseServer {
  url: string;
  /** True when this process started the server and must stop it. */
  embedded: boolean;
  stop(): Promise<void>;
}

/** The server DATABASE_URL names, or else an embedded PostgreSQL started for this process. */
export async function openDatabaseServer(config: AppConfig, log: (message: string) => void): Promise<DatabaseServer> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, stop: async () => undefined };
  const embedded: EmbeddedDatabase = await startEmbeddedPostgres({ log, ...config.embeddedDatabase });
  return { url: embedded.url, embedded: true, stop: () => embedded.stop() };
}
