import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      publicUrl: 'http://localhost:3000',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads TRUST_PROXY as none, a hop count or proxy addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).TRUST_PROXY).toEqual(['10.0.0.1', '192.168.0.0/16']);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'proxy.example' }, 'TRUST_PROXY'],
    [{ METRICS_ALLOW: 'everyone' }, 'METRICS_ALLOW'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
  ])('refuses %j and names %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });
});
