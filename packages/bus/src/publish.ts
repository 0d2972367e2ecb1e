import type { Redis } from 'ioredis';
import type { FrameToPublish } from './frame.ts';
import type { BusKeys } from './keys.ts';
import { decodeLatestLive, type LatestLive } from './latest-live.ts';

/*
 * A script rather than MULTI: the latest live-update is stored with its stream id, which only exists once
 * XADD has run. The script runs atomically, like a MULTI, so a reader never sees the stream ahead of the
 * latest-live key. The stored value is built by concatenation for the same reason as wireFrame.
 *
 * With ARGV[8] = '1' the live-update goes only after the session's latest one, ARGV[9] ('' for none): its
 * delta then applies to the very frame that clients hold. Otherwise nothing is appended and the latest is
 * returned ('' when there is none) for the publisher to build its delta on. Checked here rather than read
 * before: between a read and the XADD another process could append a frame of the session.
 */
const PUBLISH_FRAME = `
if ARGV[8] == '1' then
  local latest = redis.call('GET', KEYS[2])
  if latest then
    local expected = '{"id":"' .. ARGV[9] .. '"'
    if ARGV[9] == '' or string.sub(latest, 1, #expected) ~= expected then return { 'latest', latest } end
  elseif ARGV[9] ~= '' then
    return { 'latest', '' }
  end
end
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

/** A live-update to publish: its session, whether current, its data and its delta. */
export type LiveFrameToPublish = Omit<FrameToPublish, 'type'>;

/**
 * What a publication after the session's latest live-update came to: appended with its id, or not, with the
 * session's actual latest (null when it has none, or one that cannot be read).
 */
export type LivePublication = { id: string } | { latest: LatestLive | null };

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
  return (await runPublish(redis, keys, frame, maxLen, null)) as string;
}

/**
 * Publishes a live-update as publishFrame does, but only if the session's latest live-update is `after`
 * (the base of its delta; null: the session has none), whichever process published it: several publishers
 * of a session then never send a delta built on a frame that another one's came after. When the latest is
 * another, nothing is appended and it is returned, to build the delta on it and try again.
 */
export async function publishLiveFrameAfter(
  redis: Redis,
  keys: BusKeys,
  frame: LiveFrameToPublish,
  maxLen: number,
  after: string | null,
): Promise<LivePublication> {
  const answer = await runPublish(redis, keys, { ...frame, type: 'live-update' }, maxLen, after ?? '');
  if (typeof answer === 'string') return { id: answer };
  const latest = answer[1] ?? '';
  return { latest: latest === '' ? null : decodeLatestLive(latest) };
}

/** The script's answer: the new entry's id, or `['latest', <latest-live value or ''>]` when refused. */
async function runPublish(
  redis: Redis,
  keys: BusKeys,
  frame: FrameToPublish,
  maxLen: number,
  after: string | null,
): Promise<string | string[]> {
  return (await redis.eval(
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
    after === null ? '0' : '1',
    after ?? '',
  )) as string | string[];
}
