/**
 * The feed's replay channels over HTTP (PUT, POST control, DELETE /replays/:id). A refusal or an
 * unreachable feed throws a French error naming what the feed said.
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
  readonly #origin: string;
  readonly #timeoutMs: number;

  /** `feedUrl`: the organiser document's address; the channels live on the same server. */
  constructor(feedUrl: string, timeoutMs: number) {
    this.#origin = new URL(feedUrl).origin;
    this.#timeoutMs = timeoutMs;
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
    let response: Response;
    try {
      response = await fetch(`${this.#channelUrl(replayId)}/control`, {
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

  #channelUrl(replayId: string): string {
    return `${this.#origin}/replays/${encodeURIComponent(replayId)}`;
  }

  async #send(method: string, url: string, body: unknown, accepted: number[] = []): Promise<void> {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
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
