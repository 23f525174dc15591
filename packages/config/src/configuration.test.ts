import { z } from 'zod';
import {
  ConfigurationError,
  listenerSettings,
  loadConfigurationOrExit,
  originOf,
  parseAddressList,
  parseConfiguration,
  parseHost,
  parseHttpUrl,
  parseLogLevel,
  parseOrigin,
  parsePort,
  setting,
  wholeNumber,
} from './configuration.js';

describe('setting', () => {
  const schema = z.object({ PORT: setting(parsePort), PROXIES: setting(parseAddressList, { parseBlank: true }) });

  it('reads the trimmed value with its parser', () => {
    expect(parseConfiguration(schema, { PORT: ' 8080 ', PROXIES: ' 10.0.0.1 ' })).toEqual({ PORT: 8080, PROXIES: ['10.0.0.1'] });
  });

  it('takes the default for a variable that is absent or blank, as compose passes an unset variable with an empty default', () => {
    expect(parseConfiguration(schema, {}).PORT).toBeUndefined();
    expect(parseConfiguration(schema, { PORT: '' }).PORT).toBeUndefined();
    expect(parseConfiguration(schema, { PORT: '  ' }).PORT).toBeUndefined();
  });

  it('hands a blank value to the parser of a setting whose empty value means something', () => {
    expect(parseConfiguration(schema, {}).PROXIES).toBeUndefined();
    expect(parseConfiguration(schema, { PROXIES: '' }).PROXIES).toEqual([]);
    expect(parseConfiguration(schema, { PROXIES: ' ' }).PROXIES).toEqual([]);
  });
});

describe('parseConfiguration', () => {
  const schema = z.object({ PORT: setting(parsePort), ...listenerSettings });

  it('names every setting at fault at once, in one line, with the reason each is refused', () => {
    const load = () => parseConfiguration(schema, { PORT: 'x', HOST: 'my host', LOG_LEVEL: 'loud' });
    expect(load).toThrow(ConfigurationError);
    expect(load).toThrow(
      'invalid configuration: PORT must be a port number from 1 to 65535, got "x"; ' +
        'HOST must be an IP address or a host name, got "my host"; ' +
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    );
  });

  it('keeps a message on one line and short, whatever was pasted into a variable', () => {
    const load = () => parseConfiguration(schema, { PORT: `80\n${'8'.repeat(200)}` });
    expect(load).not.toThrow(/\n/);
    expect(load).toThrow(`PORT must be a port number from 1 to 65535, got "80\\n${'8'.repeat(37)}…"`);
  });
});

describe('loadConfigurationOrExit', () => {
  let stderr: jest.SpyInstance;
  let exit: jest.SpyInstance;
  beforeEach(() => {
    stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    exit = jest.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('gives the configuration when it is sound', () => {
    expect(loadConfigurationOrExit('shell', () => ({ port: 8080 }))).toEqual({ port: 8080 });
    expect(exit).not.toHaveBeenCalled();
  });

  it("stops with exit code 2 and one line on stderr naming the server and what is wrong", () => {
    const load = () => parseConfiguration(z.object({ PORT: setting(parsePort) }), { PORT: '80800' });
    expect(() => loadConfigurationOrExit('shell', load)).toThrow('exit 2');
    expect(stderr).toHaveBeenCalledWith('shell: invalid configuration: PORT must be a port number from 1 to 65535, got "80800"\n');
  });

  it('leaves any other failure to the caller', () => {
    const failure = new Error('the disk is gone');
    expect(() =>
      loadConfigurationOrExit('shell', () => {
        throw failure;
      }),
    ).toThrow(failure);
    expect(exit).not.toHaveBeenCalled();
  });
});

describe('parsePort', () => {
  it('takes 1 to 65535', () => {
    expect(parsePort('1')).toBe(1);
    expect(parsePort('65535')).toBe(65_535);
  });

  it.each(['0', '65536', '70000', '80a', '-1', '30.5'])('refuses %s', (value) => {
    expect(() => parsePort(value)).toThrow(`must be a port number from 1 to 65535, got ${JSON.stringify(value)}`);
  });
});

describe('wholeNumber', () => {
  it('takes whole numbers from its least on', () => {
    expect(wholeNumber(0)('0')).toBe(0);
    expect(wholeNumber(1_000, 'milliseconds')('1000')).toBe(1_000);
  });

  it('refuses a smaller number, a fraction, a sign or a unit, naming its own unit', () => {
    expect(() => wholeNumber(1)('0')).toThrow('must be a whole number of at least 1, got "0"');
    expect(() => wholeNumber(0)('-1')).toThrow('must be a whole number of at least 0, got "-1"');
    expect(() => wholeNumber(1)('1.5')).toThrow('must be a whole number of at least 1, got "1.5"');
    expect(() => wholeNumber(1_000, 'milliseconds')('999')).toThrow('must be a whole number of milliseconds of at least 1000, got "999"');
    expect(() => wholeNumber(1, 'milliseconds')('10s')).toThrow('must be a whole number of milliseconds of at least 1, got "10s"');
  });
});

describe('parseHttpUrl', () => {
  it('takes an http:// or https:// URL', () => {
    expect(parseHttpUrl('http://127.0.0.1:3000').href).toBe('http://127.0.0.1:3000/');
    expect(parseHttpUrl('https://cdn.example.com/mf-manifest.json').href).toBe('https://cdn.example.com/mf-manifest.json');
  });

  it.each(['ftp://cdn.example.com/mf-manifest.json', 'services:3000', 'not a url'])('refuses %s', (value) => {
    expect(() => parseHttpUrl(value)).toThrow(`must be an http:// or https:// URL, got ${JSON.stringify(value)}`);
  });
});

describe('origins', () => {
  it('are an http(s) scheme, host and port, a trailing slash dropped', () => {
    expect(originOf('https://www.example.com/')).toBe('https://www.example.com');
    expect(originOf('http://localhost:8080')).toBe('http://localhost:8080');
    expect(parseOrigin('https://www.example.com//')).toBe('https://www.example.com');
  });

  it.each(['https://www.example.com/blog', 'www.example.com', 'ftp://www.example.com', 'https://www.example.com?page=1'])(
    'refuse %s',
    (value) => {
      expect(originOf(value)).toBeUndefined();
      expect(() => parseOrigin(value)).toThrow(
        `must be an http(s) origin such as https://www.example.com (no path), got ${JSON.stringify(value)}`,
      );
    },
  );
});

describe('parseAddressList', () => {
  it('takes IP addresses and CIDR ranges, IPv4 and IPv6, separated by commas', () => {
    expect(parseAddressList('10.0.0.5, 172.16.0.0/12,fd00::/8')).toEqual(['10.0.0.5', '172.16.0.0/12', 'fd00::/8']);
    expect(parseAddressList('127.0.0.1,::1')).toEqual(['127.0.0.1', '::1']);
    expect(parseAddressList('')).toEqual([]);
  });

  it.each(['loopback', 'true', '10.0.0.0/33', '10.0.0.1/8/1', 'proxy.internal', '::1/129', '10.0.0.0/x'])('refuses %s', (value) => {
    expect(() => parseAddressList(value)).toThrow(`must list IP addresses or CIDR ranges, got ${JSON.stringify(value)}`);
  });

  it('names every entry it refuses', () => {
    expect(() => parseAddressList('10.0.0.0/8, the load balancer, 10.0.0.1, my-proxy')).toThrow(
      'must list IP addresses or CIDR ranges, got "the load balancer", "my-proxy"',
    );
  });
});

describe('parseHost', () => {
  it.each(['0.0.0.0', '::', '127.0.0.1', 'localhost', 'services.internal'])('takes %s', (value) => {
    expect(parseHost(value)).toBe(value);
  });

  it.each(['not a host', 'my host', '-services', 'services.', 'http://localhost'])('refuses %s', (value) => {
    expect(() => parseHost(value)).toThrow(`must be an IP address or a host name, got ${JSON.stringify(value)}`);
  });
});

describe('parseLogLevel', () => {
  it.each(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])("takes pino's level %s", (level) => {
    expect(parseLogLevel(level)).toBe(level);
  });

  it.each(['verbose', 'loud', 'INFO'])('refuses %s, listing the levels', (value) => {
    expect(() => parseLogLevel(value)).toThrow(
      `must be one of fatal, error, warn, info, debug, trace, silent, got ${JSON.stringify(value)}`,
    );
  });
});
