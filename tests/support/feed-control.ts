/**
 * The feed's control secret of every test and benchmark: each feed and ingest they start is given it,
 * and each call to the feed's /control and /replays sends it.
 */
export const FEED_CONTROL_SECRET = 'secret-de-pilotage-des-tests';

/** The header that opens the feed's /control and /replays. */
export const feedControlHeaders = { authorization: `Bearer ${FEED_CONTROL_SECRET}` } as const;

/** Moves a feed to a race time, as its operator would; throws when the feed refuses. */
export async function jumpFeedTo(feedUrl: string, raceTime: string): Promise<void> {
  const jump = await fetch(`${feedUrl}/control`, {
    method: 'POST',
    headers: { ...feedControlHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ raceTime }),
  });
  if (jump.status !== 200)
    throw new Error(`le flux refuse ${raceTime} : ${jump.status} ${await jump.text()}`);
}
