/** The module types @module-federation/enhanced gives a shared library's consumer and provider. */
const CONSUME_SHARED_MODULE_TYPE = 'consume-shared-module';
const PROVIDE_SHARED_MODULE_TYPE = 'provide-module';

/**
 * What code in `startChunks` (and in the chunks of `startBlocks`, its dynamic imports) needs to run:
 * those chunks and, for every shared library they consume, the chunks of the copy this build
 * provides (the one the share scope hands out when no other copy is there first), followed through
 * the libraries that copy consumes in turn. Lazy imports elsewhere (a dialog, a rarely used page)
 * are not followed.
 *
 * The chunks come in the order the code needs them: the start chunks and the libraries they
 * consume (by share key), then each dynamic import in source order, each followed by the
 * libraries it consumes.
 * @returns {{ chunks: Set<import('webpack').Chunk> }} the chunks
 */
export function neededChunks(compilation, { startChunks = [], startBlocks = [] }) {
  const { chunkGraph } = compilation;
  const provided = new Map(
    [...compilation.modules]
      .filter((module) => module.type === PROVIDE_SHARED_MODULE_TYPE)
      .map((module) => [module._name, module]),
  );
  const chunks = new Set();
  const visitBlock = (block) => {
    for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) addChunk(chunk);
  };
  const addChunk = (chunk) => {
    if (chunks.has(chunk)) return;
    chunks.add(chunk);
    const consumed = [...chunkGraph.getChunkModulesIterable(chunk)]
      .filter((module) => module.type === CONSUME_SHARED_MODULE_TYPE)
      .sort((a, b) => a.options.shareKey.localeCompare(b.options.shareKey));
    for (const module of consumed) {
      const { shareKey } = module.options;
      const provider = provided.get(shareKey);
      (provider ?? module).blocks.forEach(visitBlock);
    }
  };
  for (const chunk of startChunks) addChunk(chunk);
  startBlocks.forEach(visitBlock);
  return { chunks };
}
