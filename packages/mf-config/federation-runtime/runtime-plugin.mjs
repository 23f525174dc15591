// The shell's federation runtime plugin that hands its runtime to the remotes' entries before any
// of them loads (see ./provide.mjs). The shell bundles runtime-core anyway, so this costs a few
// bytes, where enhanced's own `provideExternalRuntime` bundled a second, CommonJS copy of it.
import { provideFederationRuntime } from './provide.mjs';

export default function provideFederationRuntimePlugin() {
  provideFederationRuntime();
  return { name: 'provide-federation-runtime' };
}
