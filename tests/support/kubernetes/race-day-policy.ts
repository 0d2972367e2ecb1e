import { realtimeAutoscalerProblems } from './autoscaler-rule.ts';
import { drainProblems } from './drain-rule.ts';
import { unresolvedReferences } from './env-references.ts';
import { floatingImages } from './image-rule.ts';
import type { KubeObject } from './kube-object.ts';
import { plainSecrets } from './secret-rules.ts';
import {
  missingDisruptionBudgets,
  missingNodeSpread,
  missingProbes,
  missingResources,
} from './workload-rules.ts';

/**
 * What race day asks of the manifests, each broken rule a French sentence naming the object: probes on every
 * container that stays up, resources, a disruption budget and a spread over the nodes for every workload of
 * several pods, grace periods that cover the preStop wait and the sockets' drain, realtime autoscaled on its
 * sockets, no floating image tag and no plain secret, and no setting left naming a variable its container
 * lacks. None: the manifests hold.
 */
export function raceDayProblems(objects: readonly KubeObject[]): string[] {
  return [
    ...missingProbes(objects),
    ...missingResources(objects),
    ...missingDisruptionBudgets(objects),
    ...missingNodeSpread(objects),
    ...drainProblems(objects),
    ...realtimeAutoscalerProblems(objects),
    ...floatingImages(objects),
    ...plainSecrets(objects),
    ...unresolvedReferences(objects),
  ];
}
