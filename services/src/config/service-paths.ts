import { readFileSync } from 'node:fs';
import path from 'node:path';

function isServicesPackage(directory: string): boolean {
  try {
    const manifest = JSON.parse(readFileSync(path.join(directory, 'package.json'), 'utf8')) as { name?: string };
    return manifest.name === 'services';
  } catch {
    return false;
  }
}

/**
 * The services package folder. Found by walking up from the running script and from the working
 * directory instead of `import.meta.url`, because jest loads this code as CommonJS while Node runs the
 * build as ESM; SERVICES_ROOT overrides the search.
 */
export function findServicesRoot(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SERVICES_ROOT) return path.resolve(env.SERVICES_ROOT);
  const starts = [process.argv[1] ? path.dirname(path.resolve(process.argv[1])) : undefined, process.cwd()];
  for (const start of starts) {
    if (!start) continue;
    let directory = start;
    for (;;) {
      if (isServicesPackage(directory)) return directory;
      const nested = path.join(directory, 'services');
      if (isServicesPackage(nested)) return nested;
      const parent = path.dirname(directory);
      if (parent === directory) break;
      directory = parent;
    }
  }
  throw new Error('Cannot find the services package folder; set SERVICES_ROOT to its path');
}
