import { type KubeObject, podOwnersOf } from './kube-object.ts';

/** The gauge of open sockets each realtime process serves at /metrics. */
export const SOCKETS_METRIC = 'lemans_realtime_sockets';

/**
 * The realtime servers' count follows their open sockets: a KEDA ScaledObject whose Prometheus query reads
 * the gauge, or a HorizontalPodAutoscaler on it as a custom metric, targets the realtime workload.
 */
export function realtimeAutoscalerProblems(objects: readonly KubeObject[]): string[] {
  const realtime = podOwnersOf(objects).filter(
    (owner) => owner.longRunning && owner.podLabels['app.kubernetes.io/component'] === 'realtime',
  );
  return realtime
    .filter((owner) => !objects.some((object) => scalesOnSockets(object, owner.object)))
    .map(
      (owner) =>
        `${owner.object.kind}/${owner.object.metadata.name} : aucun autoscaler sur ${SOCKETS_METRIC}`,
    );
}

function scalesOnSockets(autoscaler: KubeObject, workload: KubeObject): boolean {
  const spec = (autoscaler.spec ?? {}) as {
    scaleTargetRef?: { kind?: string; name?: string };
    triggers?: { type?: string; metadata?: { query?: string } }[];
    metrics?: unknown[];
  };
  const target = spec.scaleTargetRef;
  if (target?.name !== workload.metadata.name || (target.kind ?? 'Deployment') !== workload.kind)
    return false;
  if (autoscaler.kind === 'ScaledObject') {
    return (spec.triggers ?? []).some(
      (trigger) => trigger.type === 'prometheus' && (trigger.metadata?.query ?? '').includes(SOCKETS_METRIC),
    );
  }
  return (
    autoscaler.kind === 'HorizontalPodAutoscaler' &&
    JSON.stringify(spec.metrics ?? []).includes(SOCKETS_METRIC)
  );
}
