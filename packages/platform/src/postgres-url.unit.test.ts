import { describe, expect, it } from 'vitest';
import { databaseNameOf, redactUrl, withDatabaseName } from './db-admin.ts';
import { PostgresUrlError, postgresHostsOf, urlForHost } from './postgres-url.ts';

const TWO_HOSTS = 'postgres://postgres:secret@127.0.0.1:5433,db2.example:5434/lemans?sslmode=disable';

describe('postgresHostsOf', () => {
  it('reads one server, with the default port when none is written', () => {
    expect(postgresHostsOf('postgres://postgres@127.0.0.1:5432/lemans')).toEqual([
      { host: '127.0.0.1', port: 5432 },
    ]);
    expect(postgresHostsOf('postgresql://db.example/lemans')).toEqual([{ host: 'db.example', port: 5432 }]);
  });

  it('reads several servers in their order, IPv6 between brackets', () => {
    expect(postgresHostsOf(TWO_HOSTS)).toEqual([
      { host: '127.0.0.1', port: 5433 },
      { host: 'db2.example', port: 5434 },
    ]);
    expect(postgresHostsOf('postgres://u@[::1]:5433,[fd00::2]/lemans')).toEqual([
      { host: '::1', port: 5433 },
      { host: 'fd00::2', port: 5432 },
    ]);
  });

  it('reports every malformed server in one error', () => {
    const read = () => postgresHostsOf('postgres://u@a:0,,b:x5,c:70000/lemans');
    expect(read).toThrow(PostgresUrlError);
    expect(read).toThrow(
      'port invalide pour a : « 0 » (de 1 à 65535) ; un hôte est vide ; hôte illisible « b:x5 » ; port invalide pour c : « 70000 » (de 1 à 65535)',
    );
  });

  it('refuses another scheme', () => {
    expect(() => postgresHostsOf('mysql://u@a/lemans')).toThrow('doit commencer par postgres://');
  });
});

describe('urlForHost', () => {
  it('keeps the credentials, the database and the options, with one server', () => {
    expect(urlForHost(TWO_HOSTS, { host: 'db2.example', port: 5434 })).toBe(
      'postgres://postgres:secret@db2.example:5434/lemans?sslmode=disable',
    );
    expect(urlForHost('postgres://[::1]:5433,b/lemans', { host: '::1', port: 5433 })).toBe(
      'postgres://[::1]:5433/lemans',
    );
  });
});

describe('the URL helpers on several servers', () => {
  it('name the database, change it and mask the password, the host list left as written', () => {
    expect(databaseNameOf(TWO_HOSTS)).toBe('lemans');
    expect(withDatabaseName(TWO_HOSTS, 'postgres')).toBe(
      'postgres://postgres:secret@127.0.0.1:5433,db2.example:5434/postgres?sslmode=disable',
    );
    expect(redactUrl(TWO_HOSTS)).toBe(
      'postgres://postgres:***@127.0.0.1:5433,db2.example:5434/lemans?sslmode=disable',
    );
  });

  it('leave a URL of one server as before', () => {
    expect(withDatabaseName('postgres://postgres@127.0.0.1:5432/lemans', 'autre')).toBe(
      'postgres://postgres@127.0.0.1:5432/autre',
    );
  });
});
