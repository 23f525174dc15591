# syntax=docker/dockerfile:1
# A remote's image, one file for the three of them (mfe-content, mfe-selector, mfe-tools): the
# remote's build folder served by packages/serve's remote server. A team builds and ships its own
# remote alone, naming it and its port:
#   docker build -f packages/serve/remote.Dockerfile --build-arg REMOTE=mfe-tools --build-arg PORT=3003 \
#     -t gentlebowl/mfe-tools .
# The context is the repository root; packages/serve/remote.Dockerfile.dockerignore lets in the
# remotes' folders, the shared packages and the root build files, and the build copies only REMOTE's
# folder, so another team's change never reaches (or rebuilds) this image.
# It runs what `npm start` runs: the same build (scripts/build.mjs, with the precompressed copies),
# then `node packages/serve/dist/remote-server.js --root <remote>/dist --name <remote>`.
# NODE_IMAGE: the official image by default; scripts/test-containers.mjs passes a local one built
# from Debian's and npm's packages where no image registry can be reached (docs/operations.md).

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
ARG REMOTE
WORKDIR /app
# `npm ci`: exactly the versions in the committed lock, which lists every platform's optional native
# binaries. No install script is needed to build.
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/config/package.json packages/config/
COPY packages/routes/package.json packages/routes/
COPY packages/ui/package.json packages/ui/
COPY packages/router/package.json packages/router/
COPY packages/platform/package.json packages/platform/
COPY packages/mf-config/package.json packages/mf-config/
COPY packages/serve/package.json packages/serve/
COPY ${REMOTE}/package.json ${REMOTE}/
RUN test -n "${REMOTE}" || { echo "build with --build-arg REMOTE=mfe-content|mfe-selector|mfe-tools" >&2; exit 2; }; \
    npm ci --workspace "${REMOTE}" --workspace packages/serve --include-workspace-root --ignore-scripts --no-audit --no-fund
COPY tsconfig.base.json .swcrc.node .swcrc.cjs ./
COPY scripts scripts
COPY packages packages
COPY ${REMOTE} ${REMOTE}
# The build's identifier, which the remote's pages carry (data-build): a release's name or commit, so
# a team sees which version served a page; unset, the digest of the remote's sources.
ARG BUILD_ID
RUN node scripts/build.mjs --force

FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/config/package.json packages/config/
COPY packages/serve/package.json packages/serve/
# Production dependencies of the server only: the remote's own code is bundled in its build.
RUN npm ci --workspace packages/serve --omit=dev --ignore-scripts --no-audit --no-fund

FROM ${NODE_IMAGE}
ARG REMOTE
ARG PORT
ENV HOST=0.0.0.0 \
    PORT=${PORT} \
    REMOTE=${REMOTE}
WORKDIR /app
COPY --from=production-dependencies /app ./
COPY --from=build /app/packages/contracts/dist packages/contracts/dist
COPY --from=build /app/packages/config/dist packages/config/dist
COPY --from=build /app/packages/serve/dist packages/serve/dist
COPY --from=build /app/${REMOTE}/dist ${REMOTE}/dist
USER node
EXPOSE ${PORT}
HEALTHCHECK --interval=10s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/mf-manifest.json').then((response) => process.exit(response.ok ? 0 : 1), () => process.exit(1))"]
# A shell only to put the remote's name in; `exec` hands it the process, so the server gets the
# container's stop signal itself and drains its requests.
CMD ["/bin/sh", "-c", "exec node packages/serve/dist/remote-server.js --root \"${REMOTE}/dist\" --name \"${REMOTE}\""]
