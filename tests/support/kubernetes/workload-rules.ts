import { containersOf, type KubeObject, nameOf, type PodOwner, podOwnersOf, selects } from './kube-object.ts';

/** Every container that stays up says when it can take traffic and when it must be restarted. */
export function missingProbes(objects: readonly KubeObject[]): string[] {
  return podOwnersOf(objects)
    .filter((owner) => owner.longRunning)
    .flatMap((owner) =>
      owner.pod.containers.flatMap((container) =>
        (['readinessProbe', 'livenessProbe'] as const)
          .filter((probe) => !container[probe])
          .map((probe) => `${nameOf(owner.object)} : le conteneur « ${container.name} » n'a pas de ${probe}`),
      ),
    );
}

/** Every container asks for the CPU and memory it is scheduled on, and is held to a memory limit. */
export function missingResources(objects: readonly KubeObject[]): string[] {
  return podOwnersOf(objects).flatMap((owner) =>
    containersOf(owner.pod).flatMap(({ container }) => {
      const { requests = {}, limits = {} } = container.resources ?? {};
      const missing = [
        requests.cpu === undefined && 'requests.cpu',
        requests.memory === undefined && 'requests.memory',
        limits.memory === undefined && 'limits.memory',
      ].filter((name): name is string => typeof name === 'string');
      return missing.length === 0
        ? []
        : [`${nameOf(owner.object)} : le conteneur « ${container.name} » n'a pas de ${missing.join(', ')}`];
    }),
  );
}

/**
 * Every workload of several pods has a disruption budget of its own that lets a node drain go on (a budget
 * allowing no pod down would stop the drain). An autoscaled one counts as several.
 */
export function missingDisruptionBudgets(objects: readonly KubeObject[]): string[] {
  const budgets = objects.filter((object) => object.kind === 'PodDisruptionBudget');
  return replicatedWorkloads(objects).flatMap((owner) => {
    const own = budgets.filter((budget) => sameNamespace(budget, owner.object) && selectsPods(budget, owner));
    if (own.length === 0) return [`${nameOf(owner.object)} : aucun PodDisruptionBudget ne protège ses pods`];
    return own.filter(blocksEveryEviction).map((budget) => `${nameOf(budget)} : n'autorise aucune éviction`);
  });
}

/** Every workload of several pods spreads them over the nodes, so that one node lost is one share lost. */
export function missingNodeSpread(objects: readonly KubeObject[]): string[] {
  return replicatedWorkloads(objects)
    .filter((owner) => {
      const spreads = owner.pod.topologySpreadConstraints ?? [];
      return !spreads.some((spread) => spread.topologyKey === 'kubernetes.io/hostname');
    })
    .map((owner) => `${nameOf(owner.object)} : ses pods ne sont pas répartis entre les nœuds`);
}

/** The long-running workloads of more than one pod, or of a count an autoscaler sets. */
export function replicatedWorkloads(objects: readonly KubeObject[]): PodOwner[] {
  const autoscaled = new Set(autoscalerTargets(objects));
  return podOwnersOf(objects).filter(
    (owner) =>
      owner.longRunning &&
      (owner.object.kind === 'DaemonSet' ||
        (owner.replicas ?? 1) > 1 ||
        autoscaled.has(`${owner.object.kind}/${owner.object.metadata.name}`)),
  );
}

/** `Kind/name` of every workload a HorizontalPodAutoscaler or a KEDA ScaledObject scales. */
export function autoscalerTargets(objects: readonly KubeObject[]): string[] {
  return objects.flatMap((object) => {
    if (object.kind !== 'HorizontalPodAutoscaler' && object.kind !== 'ScaledObject') return [];
    const target = (object.spec as { scaleTargetRef?: { kind?: string; name?: string } } | undefined)
      ?.scaleTargetRef;
    return target?.name ? [`${target.kind ?? 'Deployment'}/${target.name}`] : [];
  });
}

function sameNamespace(a: KubeObject, b: KubeObject): boolean {
  return (a.metadata.namespace ?? '') === (b.metadata.namespace ?? '');
}

// An empty selector, which would take every pod of the namespace, is no workload's own budget.
function selectsPods(budget: KubeObject, owner: PodOwner): boolean {
  const selector = (budget.spec as { selector?: Parameters<typeof selects>[0] } | undefined)?.selector;
  return selector !== undefined && selects(selector, owner.podLabels);
}

function blocksEveryEviction(budget: KubeObject): boolean {
  const { maxUnavailable } = (budget.spec ?? {}) as { maxUnavailable?: number | string };
  return maxUnavailable === 0 || maxUnavailable === '0%';
}
