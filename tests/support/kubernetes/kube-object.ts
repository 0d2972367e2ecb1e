import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';

/** One object of a rendered kustomization as parsed: only what every object has is known of it. */
export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

/** Something that runs pods: a workload that stays up, or a Job that runs to its end. */
export interface PodOwner {
  object: KubeObject;
  /** Deployments, StatefulSets and DaemonSets: what probes and disruption budgets are for. */
  longRunning: boolean;
  /** Its `replicas`, when it says; an autoscaled Deployment leaves it to the autoscaler. */
  replicas: number | undefined;
  podLabels: Record<string, string>;
  pod: IPodSpec;
}

const LONG_RUNNING = new Set(['Deployment', 'StatefulSet', 'DaemonSet']);

/** `Deployment/lemans-api`, as the problems name an object. */
export function nameOf(object: KubeObject): string {
  return `${object.kind}/${object.metadata.name}`;
}

/** Every object that runs pods, with its pod template. */
export function podOwnersOf(objects: readonly KubeObject[]): PodOwner[] {
  return objects.flatMap((object): PodOwner[] => {
    const template = podTemplateOf(object);
    if (!template) return [];
    const spec = object.spec as { replicas?: number } | undefined;
    return [
      {
        object,
        longRunning: LONG_RUNNING.has(object.kind),
        replicas: LONG_RUNNING.has(object.kind) ? spec?.replicas : undefined,
        podLabels: template.metadata?.labels ?? {},
        pod: template.spec ?? { containers: [] },
      },
    ];
  });
}

interface PodTemplate {
  metadata?: { labels?: Record<string, string> };
  spec?: IPodSpec;
}

function podTemplateOf(object: KubeObject): PodTemplate | undefined {
  const spec = object.spec as
    | { template?: PodTemplate; jobTemplate?: { spec?: { template?: PodTemplate } } }
    | undefined;
  if (LONG_RUNNING.has(object.kind) || object.kind === 'Job') return spec?.template;
  if (object.kind === 'CronJob') return spec?.jobTemplate?.spec?.template;
  return undefined;
}

/** The pod's containers and init containers, each with what it is. */
export function containersOf(pod: IPodSpec): { container: IContainer; init: boolean }[] {
  return [
    ...(pod.initContainers ?? []).map((container) => ({ container, init: true })),
    ...pod.containers.map((container) => ({ container, init: false })),
  ];
}

/** Whether a label selector (`matchLabels` and `matchExpressions`) takes pods with these labels. */
export function selects(
  selector: {
    matchLabels?: Record<string, string>;
    matchExpressions?: { key: string; operator: string; values?: string[] }[];
  },
  labels: Record<string, string>,
): boolean {
  const byLabel = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const byExpression = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    const value = labels[key];
    switch (operator) {
      case 'In':
        return value !== undefined && values.includes(value);
      case 'NotIn':
        return value === undefined || !values.includes(value);
      case 'Exists':
        return value !== undefined;
      case 'DoesNotExist':
        return value === undefined;
      default:
        return false;
    }
  });
  const empty = !selector.matchLabels && !selector.matchExpressions;
  return !empty && byLabel && byExpression;
}
