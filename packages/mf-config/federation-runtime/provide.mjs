// One federation runtime per page. A remote's production entry is built with enhanced's
// `externalRuntime`: instead of a copy of its own, it reads the runtime from the global below,
// which whoever loads the entry provides first (the shell through its runtime plugin, a remote's
// standalone page through its own script). Both are built from this module, so they provide the
// same thing under the same name.
import * as runtimeCore from '@module-federation/runtime-core';

/** The global `externalRuntime` entries read (enhanced's ExternalsPlugin key for runtime-core). */
const EXTERNAL_RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/** Makes this build's federation runtime the one every remote entry loaded on the page uses. */
export function provideFederationRuntime() {
  runtimeCore.Global[EXTERNAL_RUNTIME_GLOBAL] ??= runtimeCore;
}
