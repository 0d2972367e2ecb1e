import { Cluster } from '@kubernetes-models/cloudnative-pg/postgresql.cnpg.io/v1/Cluster';
import { Gateway } from '@kubernetes-models/gateway-api/gateway.networking.k8s.io/v1/Gateway';
import { HTTPRoute } from '@kubernetes-models/gateway-api/gateway.networking.k8s.io/v1/HTTPRoute';
import { ScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1/ScaledObject';
import { PodMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/PodMonitor';
import { ServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/ServiceMonitor';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { StatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { CronJob } from 'kubernetes-models/batch/v1/CronJob';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import type { KubeObject } from './kube-object.ts';
import { nameOf } from './kube-object.ts';

interface Model {
  apiVersion: string;
  kind: string;
  new (data: never): { validate(): void };
}

/**
 * The schema of every kind the manifests may hold: Kubernetes' own, and the custom resources of the operators
 * they rely on (CloudNativePG, KEDA, Gateway API, the Prometheus operator), as the kubernetes-models packages
 * publish them from each project's definitions.
 */
const MODELS: readonly Model[] = [
  Namespace,
  ConfigMap,
  Secret,
  Service,
  Deployment,
  StatefulSet,
  Job,
  CronJob,
  PodDisruptionBudget,
  HorizontalPodAutoscaler,
  NetworkPolicy,
  Cluster,
  ScaledObject,
  Gateway,
  HTTPRoute,
  ServiceMonitor,
  PodMonitor,
];

/**
 * Each object checked against the schema of its apiVersion and kind; an object of a kind without one is a
 * problem too, so that nothing goes unchecked. The schemas type and constrain every field they name (an
 * integer given as text, a duration or a name of the wrong shape, a required field missing, a value outside
 * its enumeration); a field they do not name passes, as the API server takes it (and drops it).
 */
export function schemaProblems(objects: readonly KubeObject[]): string[] {
  return objects.flatMap((object) => {
    const model = MODELS.find(
      (candidate) => candidate.apiVersion === object.apiVersion && candidate.kind === object.kind,
    );
    if (!model) return [`${nameOf(object)} : aucun schéma connu pour ${object.apiVersion} ${object.kind}`];
    try {
      new model(object as never).validate();
      return [];
    } catch (error) {
      return [`${nameOf(object)} : ${(error as Error).message}`];
    }
  });
}
