#!/bin/sh
# A Redis of the `lemans` group starts as a replica of the master the sentinels name, or as the master when
# they name itself. With no sentinel answering (the first start of all), lemans-redis-0 is the master. So a pod
# that comes back after a failover joins the new master instead of standing as a second one.
set -eu
me="$(hostname).lemans-redis"
master=""
for i in 0 1 2; do
  master=$(timeout 3 redis-cli -h "lemans-redis-sentinel-$i.lemans-redis-sentinel" -p 26379 --raw \
    SENTINEL get-master-addr-by-name lemans 2>/dev/null | head -n 1) || master=""
  [ -n "$master" ] && break
done
[ -n "$master" ] || master="lemans-redis-0.lemans-redis"
# BullMQ needs keys never evicted; the append-only file keeps queued jobs across a restart (as compose's).
# Full, Redis refuses writes rather than being killed at the pod's 1 GiB, which leaves room for the copy a
# rewrite of the file makes. Each announces its name, stable across restarts, rather than its pod address.
set -- --appendonly yes --maxmemory 640mb --maxmemory-policy noeviction --dir /data --replica-announce-ip "$me"
if [ "$master" != "$me" ]; then
  set -- "$@" --replicaof "$master" 6379
fi
exec redis-server "$@"
