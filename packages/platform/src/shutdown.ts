import type { Logger } from './logger.ts';

type CloseHandler = () => Promise<void> | void;

export interface ShutdownOptions {
  /** Past this delay the remaining handlers are abandoned and the process exits with code 1. */
  timeoutMs: number;
  /** How the process ends after a signal; replaceable so that the signal path can be exercised. */
  exit?: (code: number) => void;
  /**
   * Whether SIGTERM and SIGINT close the process (true unless told). A service built inside another
   * process (a test) is closed by calling `shutdown()` and leaves that process's signals alone.
   */
  signals?: boolean;
}

/** Where whatever opens a resource registers how to close it. */
export interface ShutdownRegistry {
  /** Registers a resource to close; resources close in reverse order (last opened, first closed). */
  onShutdown(name: string, close: CloseHandler): void;
}

export interface Shutdown extends ShutdownRegistry {
  /** Closes everything once and resolves with the exit code (0 ok, 1 failure or timeout). */
  shutdown(reason?: string): Promise<number>;
}

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

export function createShutdown(logger: Logger, options: ShutdownOptions): Shutdown {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const signals = options.signals === false ? [] : SIGNALS;
  const handlers: { name: string; close: CloseHandler }[] = [];
  let running: Promise<number> | undefined;
  let firstSignal: NodeJS.Signals | undefined;

  /*
   * Ctrl-C reaches every process of the terminal's group while a supervisor may also forward SIGTERM: a
   * different second signal is that echo and is ignored. The same signal twice is an operator insisting.
   */
  const onSignal = (signal: NodeJS.Signals) => {
    if (running) {
      if (signal !== firstSignal) return;
      logger.warn({ signal }, 'second signal : arrêt immédiat');
      exit(1);
      return;
    }
    firstSignal = signal;
    void shutdown(signal).then(exit);
  };
  for (const signal of signals) process.on(signal, onSignal);

  function shutdown(reason = 'appel'): Promise<number> {
    running ??= closeAll(reason).finally(() => {
      for (const signal of signals) process.off(signal, onSignal);
    });
    return running;
  }

  async function closeAll(reason: string): Promise<number> {
    logger.info({ reason, handlers: handlers.length }, 'arrêt en cours');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<number>((resolve) => {
      timer = setTimeout(() => {
        logger.error({ timeoutMs: options.timeoutMs }, 'arrêt trop long : abandon des fermetures restantes');
        resolve(1);
      }, options.timeoutMs);
    });
    const code = await Promise.race([closeInReverse(), timeout]);
    clearTimeout(timer);
    logger.info({ code }, 'arrêt terminé');
    return code;
  }

  async function closeInReverse(): Promise<number> {
    let code = 0;
    for (const { name, close } of [...handlers].reverse()) {
      const startedAt = performance.now();
      try {
        await close();
        logger.info({ resource: name, ms: Math.round(performance.now() - startedAt) }, 'ressource fermée');
      } catch (err) {
        code = 1;
        logger.error({ resource: name, err }, 'échec de fermeture');
      }
    }
    return code;
  }

  return {
    onShutdown(name, close) {
      handlers.push({ name, close });
    },
    shutdown,
  };
}

/**
 * Closes everything `shutdown` holds, for a service built inside another process (a test): a resource
 * that failed to close is an error there, where the process has no exit code to carry it.
 */
export async function closeOrThrow(shutdown: Shutdown): Promise<void> {
  const code = await shutdown.shutdown('fermeture demandée');
  if (code !== 0) throw new Error('fermeture incomplète : voir les erreurs de fermeture journalisées');
}
