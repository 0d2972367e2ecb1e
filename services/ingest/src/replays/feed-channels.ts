/**
 * The feed's replay channels over HTTP (PUT, POST control, DELETE /replays/:id), each call sending the
 * feed's control secret. A refusal or an unreachable feed throws a French error naming what the feed said.
 */
export interface ChannelSettings {
  recordingId: string;
  speed: number;
  raceTime: number;
  paused: boolean;
}

export interface ChannelChange {
  speed?: number;
  paused?: boolean;
  raceTime?: number;
}

export class FeedChannelError extends Error {}

export class FeedChannels {
  readonly #base: string;
  readonly #timeoutMs: number;
  readonly #controlSecret: string | undefined;

  /**
   * `baseUrl`: our feed's address (REPLAY_FEED_URL), under which it serves `/replays/:id`.
   * `controlSecret`: the feed's FEED_CONTROL_SECRET; without it every call fails without reaching the feed.
   */
  constructor(baseUrl: string, timeoutMs: number, controlSecret: string | undefined) {
    // A base given with or without its final slash names the same place.
    this.#base = new URL(baseUrl).href.replace(/\/+$/, '');
    this.#timeoutMs = timeoutMs;
    this.#controlSecret = controlSecret;
  }

  dataUrl(replayId: string): string {
    return `${this.#channelUrl(replayId)}/data.json`;
  }

  async put(replayId: string, settings: ChannelSettings): Promise<void> {
    await this.#send('PUT', this.#channelUrl(replayId), settings);
  }

  async control(replayId: string, change: ChannelChange): Promise<void> {
    await this.#send('POST', `${this.#channelUrl(replayId)}/control`, change);
  }

  /** Whether the channel's clock stands at the end of its recording, where it holds. */
  async atEnd(replayId: string): Promise<boolean> {
    const headers = this.#authorization();
    let response: Response;
    try {
      response = await fetch(`${this.#channelUrl(replayId)}/control`, {
        headers,
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (error) {
      throw new FeedChannelError(`Le flux organisateur ne répond pas : ${(error as Error).message}`, {
        cause: error,
      });
    }
    if (!response.ok) {
      await response.body?.cancel();
      return false;
    }
    const state = (await response.json()) as { raceTimeMs: number; durationMs: number };
    return state.raceTimeMs >= state.durationMs;
  }

  /** Ends the channel; one the feed no longer has (after a restart) is already gone. */
  async remove(replayId: string): Promise<void> {
    await this.#send('DELETE', this.#channelUrl(replayId), undefined, [404]);
  }

  #authorization(): Record<string, string> {
    if (this.#controlSecret === undefined) {
      throw new FeedChannelError(
        "Rediffusions impossibles : FEED_CONTROL_SECRET, le secret de pilotage du flux, n'est pas configuré pour l'ingestion",
      );
    }
    return { authorization: `Bearer ${this.#controlSecret}` };
  }

  #channelUrl(replayId: string): string {
    return `${this.#base}/replays/${encodeURIComponent(replayId)}`;
  }

  async #send(method: string, url: string, body: unknown, accepted: number[] = []): Promise<void> {
    const headers = this.#authorization();
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (error) {
      throw new FeedChannelError(`Le flux organisateur ne répond pas : ${(error as Error).message}`, {
        cause: error,
      });
    }
    if (response.ok || accepted.includes(response.status)) {
      await response.body?.cancel();
      return;
    }
    const answer = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new FeedChannelError(
      `Le flux organisateur refuse la rediffusion (HTTP ${response.status}) : ${answer?.error ?? 'sans détail'}`,
    );
  }
}
