/**
 * The feed's control secret of every test and benchmark: each feed and ingest they start is given it,
 * and each call to the feed's /control and /replays sends it.
 */
export const FEED_CONTROL_SECRET = 'secret-de-pilotage-des-tests';

/** The header that opens the feed's /control and /replays. */
export const feedControlHeaders = { authorization: `Bearer ${FEED_CONTROL_SECRET}` } as const;
