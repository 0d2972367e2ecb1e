import type { Db } from '@lemans/platform';

/**
 * One `Db` over two: each query built from it goes to the replica or to the primary as `onReplica` says
 * when the query is started, so that the repositories, which take one `Db`, follow the read target
 * without knowing of it. Its methods are the chosen database's own, bound to it; each pool is closed by
 * whoever opened it.
 */
export function routedDb(primary: Db, replica: Db, onReplica: () => boolean): Db {
  return new Proxy(primary, {
    get(_primary, property) {
      const chosen = onReplica() ? replica : primary;
      const value: unknown = Reflect.get(chosen, property, chosen);
      return typeof value === 'function' ? value.bind(chosen) : value;
    },
  });
}
