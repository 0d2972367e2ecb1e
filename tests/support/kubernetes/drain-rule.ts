import type { IContainer } from 'kubernetes-models/v1/Container';
import { type KubeObject, nameOf, type PodOwner, podOwnersOf } from './kube-object.ts';

/** The realtime server's own default when REALTIME_DRAIN_SPREAD_MS is not set. */
export const DEFAULT_DRAIN_SPREAD_MS = 5000;
/**
 * Beyond the spread, what the realtime server's drain may still take (README, REALTIME_DRAIN_SPREAD_MS): 2 s
 * for a page to leave after its delay, 5 s for one that does not answer the close, then 5 s to exit.
 */
export const DRAIN_MARGIN_MS = 12_000;
/** Kubernetes' own grace period when a pod names none. */
const DEFAULT_GRACE_SECONDS = 30;

/**
 * A stopping pod is not killed before it has stopped: its grace period covers its preStop wait, and for the
 * realtime servers also the spread over which their clients are told to reconnect, and a margin.
 */
export function drainProblems(objects: readonly KubeObject[]): string[] {
  const owners = podOwnersOf(objects).filter((owner) => owner.longRunning);
  const realtime = owners.filter(isRealtime);
  const problems = realtime.length === 0 ? ['aucune charge de travail « realtime » à vérifier'] : [];
  for (const owner of owners) {
    const graceMs = (owner.pod.terminationGracePeriodSeconds ?? DEFAULT_GRACE_SECONDS) * 1000;
    const preStopMs = Math.max(0, ...owner.pod.containers.map(preStopSleepMs));
    const drainMs = isRealtime(owner) ? drainSpreadMs(owner, objects) + DRAIN_MARGIN_MS : 0;
    if (graceMs <= preStopMs + drainMs) {
      problems.push(
        `${nameOf(owner.object)} : terminationGracePeriodSeconds (${graceMs / 1000} s) ne couvre pas ` +
          `l'attente du preStop (${preStopMs / 1000} s)` +
          (drainMs > 0 ? ` et la vidange des sockets (${drainMs / 1000} s)` : ''),
      );
    }
  }
  return problems;
}

function isRealtime(owner: PodOwner): boolean {
  return owner.podLabels['app.kubernetes.io/component'] === 'realtime';
}

/** The preStop wait: `sleep N` run in the container, or Kubernetes' own sleep action. */
export function preStopSleepMs(container: IContainer): number {
  const preStop = container.lifecycle?.preStop;
  if (preStop?.sleep) return preStop.sleep.seconds * 1000;
  const command = preStop?.exec?.command ?? [];
  const seconds = command[0] === 'sleep' ? Number(command[1]) : 0;
  return Number.isFinite(seconds) ? seconds * 1000 : 0;
}

/** REALTIME_DRAIN_SPREAD_MS as the container gets it: its own env, a ConfigMap it reads, or the default. */
function drainSpreadMs(owner: PodOwner, objects: readonly KubeObject[]): number {
  const values = owner.pod.containers.flatMap((container) => {
    const own = container.env?.find((variable) => variable.name === 'REALTIME_DRAIN_SPREAD_MS')?.value;
    if (own !== undefined) return [Number(own)];
    return (container.envFrom ?? []).flatMap((source) => {
      const configMap = objects.find(
        (object) => object.kind === 'ConfigMap' && object.metadata.name === source.configMapRef?.name,
      );
      const value = (configMap?.data as Record<string, string> | undefined)?.REALTIME_DRAIN_SPREAD_MS;
      return value === undefined ? [] : [Number(value)];
    });
  });
  const set = values.filter(Number.isFinite);
  return set.length === 0 ? DEFAULT_DRAIN_SPREAD_MS : Math.max(...set);
}
