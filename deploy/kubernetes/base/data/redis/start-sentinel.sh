#!/bin/sh
# A sentinel of the `lemans` group monitors the master the other sentinels name (after a failover, the
# promoted replica), else lemans-redis-0 at the first start. Its configuration is written afresh at each
# start in a writable directory, where the sentinel keeps what it learns.
set -eu
me="$(hostname).lemans-redis-sentinel"
master=""
for i in 0 1 2; do
  peer="lemans-redis-sentinel-$i.lemans-redis-sentinel"
  [ "$peer" = "$me" ] && continue
  master=$(timeout 3 redis-cli -h "$peer" -p 26379 --raw SENTINEL get-master-addr-by-name lemans 2>/dev/null \
    | head -n 1) || master=""
  [ -n "$master" ] && break
done
[ -n "$master" ] || master="lemans-redis-0.lemans-redis"
# A name the cluster's DNS does not know yet (its pod not created) would stop the sentinel at start.
until getent hosts "$master" >/dev/null; do sleep 1; done
cat >/sentinel/sentinel.conf <<CONF
port 26379
dir /sentinel
sentinel resolve-hostnames yes
sentinel announce-hostnames yes
sentinel announce-ip $me
sentinel monitor lemans $master 6379 2
sentinel down-after-milliseconds lemans 5000
sentinel failover-timeout lemans 30000
sentinel parallel-syncs lemans 1
CONF
exec redis-server /sentinel/sentinel.conf --sentinel
