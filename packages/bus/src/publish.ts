import type { Redis } from 'ioredis';
import type { FrameToPublish } from './frame.ts';
import type { BusKeys } from './keys.ts';

/*
 * A script rather than MULTI: the latest live-update is stored with its stream id, which only exists once
 * XADD has run. The script runs atomically, like a MULTI, so a reader never sees the stream ahead of the
 * latest-live key. The stored value is built by concatenation for the same reason as wireFrame.
 */
const PUBLISH_FRAME = `
local fields = { 'type', ARGV[2], 'session', ARGV[3], 'current', ARGV[4], 'data', ARGV[5] }
if ARGV[6] ~= '' then
  table.insert(fields, 'base')
  table.insert(fields, ARGV[6])
  table.insert(fields, 'delta')
  table.insert(fields, ARGV[7])
end
local id = redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[1], '*', unpack(fields))
if ARGV[2] == 'live-update' then
  redis.call('SET', KEYS[2], '{"id":"' .. id .. '","data":' .. ARGV[5] .. '}')
  if ARGV[4] == '1' then redis.call('SET', KEYS[3], ARGV[3]) end
end
return id
`;

/**
 * Appends a frame to the stream, trimmed to about `maxLen` entries, and resolves with its id; its delta,
 * when it has one, goes with it in the same entry. A live-update also becomes its session's latest, and
 * the session the current one when flagged so.
 * `redis` must not have a keyPrefix: the keys are complete.
 */
export async function publishFrame(
  redis: Redis,
  keys: BusKeys,
  frame: FrameToPublish,
  maxLen: number,
): Promise<string> {
  const id = await redis.eval(
    PUBLISH_FRAME,
    3,
    keys.frames,
    keys.latestLive(frame.session),
    keys.currentSession,
    maxLen,
    frame.type,
    frame.session,
    frame.current ? '1' : '0',
    frame.data,
    frame.delta?.base ?? '',
    frame.delta?.data ?? '',
  );
  return id as string;
}
