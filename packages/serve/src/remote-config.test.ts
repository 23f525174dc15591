import { ConfigurationError } from '@gentlebowl/config';
import { loadRemoteServerConfig } from './remote-config';

const ARGS = ['--root', 'mfe-tools/dist', '--name', 'mfe-tools'];

describe('loadRemoteServerConfig', () => {
  it('takes the port from --port, else PORT, and the folder and name from the arguments', () => {
    expect(loadRemoteServerConfig([...ARGS, '--port', '4003'], { PORT: '3003' })).toMatchObject({ port: 4003, root: 'mfe-tools/dist', name: 'mfe-tools' });
    expect(loadRemoteServerConfig(ARGS, { PORT: '3003', HOST: '0.0.0.0' })).toMatchObject({ port: 3003, host: '0.0.0.0', logLevel: 'info' });
  });

  it.each([
    [[], {}, /^invalid configuration: PORT is not set/],
    [[], { PORT: '65536' }, /^invalid configuration: PORT must be a port number from 1 to 65535, got "65536"$/],
    [['--port', 'http'], {}, /^invalid configuration: --port must be a port number/],
    [['--remote-origin', 'https://shell.example.com/app'], { PORT: '3003' }, /--remote-origin\.0 must be an http\(s\) origin/],
    [['--name', 'Tools Team'], { PORT: '3003' }, /--name must be a lower-case name/],
    [['--verbose'], { PORT: '3003' }, /^invalid arguments: Unknown option '--verbose'/],
    [[], { PORT: '3003', HOST: 'my host' }, /HOST must be an IP address or a host name/],
  ])('refuses %j with %j in one line naming it', (extra, environment, message) => {
    const load = () => loadRemoteServerConfig([...ARGS, ...extra], environment);
    expect(load).toThrow(ConfigurationError);
    expect(load).toThrow(message);
    expect(load).not.toThrow(/\n/);
  });
});
