import type { LiveFrame } from '@lemans/contract';
import { testLiveRow } from '@lemans/contract/test-live-row';
import WebSocket from 'ws';
import { LiveSocket } from '../../web/src/socket/socket-client.ts';

/** The live frame numbered `seq` of `session`: 62 cars whose laps and gaps move on with it, as a race's frames do. */
export function numberedFrame(session: string, seq: number): LiveFrame & { seq: number } {
  const data = Array.from({ length: 62 }, (_, index) =>
    testLiveRow({
      participant_number: String(index + 1),
      ranking: index + 1,
      lap_count: 100 + Math.floor((seq + index) / 35),
      gap: index === 0 ? '' : ((index * 7.3 + (seq % 17) * 0.1) % 200).toFixed(3),
      team_name: `Équipe ${index + 1}`,
    }),
  );
  return {
    session_id: session,
    session_name: 'Course',
    timestamp: new Date(Date.UTC(2025, 5, 14, 14) + seq * 1000).toISOString(),
    data,
    seq,
  } as unknown as LiveFrame & { seq: number };
}

/**
 * A page of the site on the live ranking, with the site's own socket client: the states it was shown (the
 * `seq` of each frame), its connection's ups and downs, and when it opened each of its sockets.
 */
export class LivePage {
  readonly seqs: number[] = [];
  /** When each socket was opened, the first included: a move asked by a server or a return adds one. */
  readonly socketsOpenedAt: number[] = [];
  /** How long each loss of the connection lasted, as the page's status showed it. */
  readonly backAfterMs: number[] = [];
  lostAt: number | null = null;
  readonly socket: LiveSocket;

  constructor(url: string) {
    const openedAt = this.socketsOpenedAt;
    this.socket = new LiveSocket({
      url: () => url,
      WebSocket: class extends WebSocket {
        constructor(address: string) {
          super(address, { perMessageDeflate: false });
          openedAt.push(Date.now());
        }
      },
      random: Math.random,
    });
    this.socket.on('live-update', (data) => this.seqs.push((data as { seq: number }).seq));
    this.socket.onStatus(({ connected }) => {
      if (!connected) this.lostAt ??= Date.now();
      else if (this.lostAt !== null) {
        this.backAfterMs.push(Date.now() - this.lostAt);
        this.lostAt = null;
      }
    });
    this.socket.connect();
    this.socket.joinLive();
  }

  get latest(): number | undefined {
    return this.seqs.at(-1);
  }
}
