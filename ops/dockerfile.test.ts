// The Dockerfile reader the image tests stand on fills variables in where and as BuildKit does, so a
// Dockerfile that BuildKit would build wrong (an ARG a stage never declares, an unset build argument)
// reads wrong here too.
import { containerCommand, environmentOf, finalStage, instructions, parseDockerfile } from './dockerfile';

const DOCKERFILE = `
ARG BASE=node:20-bookworm-slim
ARG NAME=global-default
FROM \${BASE} AS build
ARG NAME
COPY \${NAME}/package.json \${NAME:-none}/
FROM \${BASE}
ARG NAME
ARG PORT
ENV PORT=\${PORT} \\
    NAME=\${NAME} \\
    LITERAL='$NAME'
ARG PORT=9999
COPY --from=build /app/\${UNDECLARED}x \${BASE}
EXPOSE \${PORT}
CMD ["/bin/sh", "-c", "exec node server.js --name \\"\${NAME}\\" --port $PORT"]
`;

describe('the Dockerfile reader', () => {
  it('fills in build arguments, ARG defaults, and a global ARG only where a stage declares it, as BuildKit does', () => {
    const [build, final] = parseDockerfile(DOCKERFILE, { PORT: '3003' });
    expect([build?.base, final?.base]).toEqual(['node:20-bookworm-slim', 'node:20-bookworm-slim']);
    expect(instructions(build!, 'COPY')[0]?.args).toBe('global-default/package.json global-default/');
    expect(environmentOf(final!)).toEqual({ PORT: '3003', NAME: 'global-default', LITERAL: '$NAME' });
    // Not declared in the stage: empty, as BuildKit leaves it (BASE is global only).
    expect(instructions(final!, 'COPY')[0]?.args).toBe('/app/x ');
    expect(instructions(final!, 'EXPOSE')[0]?.args).toBe('3003');
  });

  it('leaves an ARG with neither a default nor a build argument unset (empty, and not in RUN), and lets ENV win over a later ARG', () => {
    const final = finalStage(parseDockerfile(`${DOCKERFILE}\nRUN true\n`, { NAME: '' }));
    expect(environmentOf(final)).toMatchObject({ PORT: '', NAME: '' });
    expect(instructions(final, 'EXPOSE')[0]?.args).toBe('');
    const [unset] = parseDockerfile('FROM scratch\nARG UNSET\nRUN true\n');
    expect(instructions(unset!, 'RUN')[0]?.variables).toEqual({});
  });

  it("reads a shell CMD's command as the container's shell makes its words, from the image's ENV", () => {
    const final = finalStage(parseDockerfile(DOCKERFILE, { NAME: 'mfe-tools', PORT: '3003' }));
    expect(containerCommand(final)).toEqual(['node', 'server.js', '--name', 'mfe-tools', '--port', '3003']);
  });
});
