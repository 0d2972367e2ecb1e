import { JsonBody } from '@lemans/http';

/**
 * The serialised snapshot of the current frame. Every client polling within the same frame gets the same
 * bytes and ETag: the snapshot is computed and serialised once per frame, not once per request.
 */
export class SnapshotCache {
  readonly #render: (raceTimeMs: number) => unknown;
  #frameMs: number | undefined;
  #body: JsonBody | undefined;

  constructor(render: (raceTimeMs: number) => unknown) {
    this.#render = render;
  }

  bodyAt(frameMs: number): JsonBody {
    if (this.#body === undefined || this.#frameMs !== frameMs) {
      this.#body = JsonBody.of(this.#render(frameMs));
      this.#frameMs = frameMs;
    }
    return this.#body;
  }
}
