import { describe, expect, it } from 'vitest';
import { isPinned } from '../support/kubernetes/image-rule.ts';
import type { KubeObject } from '../support/kubernetes/kube-object.ts';
import { raceDayProblems } from '../support/kubernetes/race-day-policy.ts';

/** A small site that keeps every rule: realtime autoscaled on its sockets, an API of two pods, a Job. */
function site(): KubeObject[] {
  return [
    workload('realtime', undefined, { grace: 45, preStop: 10, drainSpreadMs: '5000' }),
    budget('realtime'),
    {
      apiVersion: 'keda.sh/v1alpha1',
      kind: 'ScaledObject',
      metadata: { name: 'lemans-realtime' },
      spec: {
        scaleTargetRef: { name: 'lemans-realtime' },
        triggers: [
          { type: 'prometheus', metadata: { query: 'sum(lemans_realtime_sockets)', threshold: '8000' } },
        ],
      },
    },
    workload('api', 2, { grace: 40, preStop: 10 }),
    budget('api'),
    {
      apiVersion: 'batch/v1',
      kind: 'Job',
      metadata: { name: 'lemans-migrate' },
      spec: { template: { metadata: { labels: {} }, spec: { containers: [container('migrate')] } } },
    },
    { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'lemans-env' }, data: { HOST: '0.0.0.0' } },
  ];
}

function workload(
  component: string,
  replicas: number | undefined,
  stop: { grace: number; preStop: number; drainSpreadMs?: string },
): KubeObject {
  const labels = {
    'app.kubernetes.io/name': `lemans-${component}`,
    'app.kubernetes.io/component': component,
  };
  const main = {
    ...container(component),
    readinessProbe: { httpGet: { path: '/health', port: 'http' } },
    livenessProbe: { httpGet: { path: '/health', port: 'http' } },
    lifecycle: { preStop: { exec: { command: ['sleep', String(stop.preStop)] } } },
    env: [
      { name: 'PGPASSWORD', valueFrom: { secretKeyRef: { name: 'lemans-db-app', key: 'password' } } },
      ...(stop.drainSpreadMs ? [{ name: 'REALTIME_DRAIN_SPREAD_MS', value: stop.drainSpreadMs }] : []),
    ],
  };
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: `lemans-${component}` },
    spec: {
      ...(replicas === undefined ? {} : { replicas }),
      selector: { matchLabels: { 'app.kubernetes.io/name': `lemans-${component}` } },
      template: {
        metadata: { labels },
        spec: {
          terminationGracePeriodSeconds: stop.grace,
          topologySpreadConstraints: [{ maxSkew: 1, topologyKey: 'kubernetes.io/hostname' }],
          containers: [main],
        },
      },
    },
  };
}

function container(name: string) {
  return {
    name,
    image: 'registry.example.fr/lemans/lemans-live:2025.1.0',
    resources: { requests: { cpu: '250m', memory: '256Mi' }, limits: { memory: '512Mi' } },
  };
}

function budget(component: string): KubeObject {
  return {
    apiVersion: 'policy/v1',
    kind: 'PodDisruptionBudget',
    metadata: { name: `lemans-${component}` },
    spec: {
      maxUnavailable: 1,
      selector: { matchLabels: { 'app.kubernetes.io/name': `lemans-${component}` } },
    },
  };
}

/** The pod spec of the named object, to break a copy of it. */
function podOf(objects: KubeObject[], name: string) {
  const object = objects.find(
    (candidate) => candidate.metadata.name === name && candidate.kind !== 'PodDisruptionBudget',
  );
  if (!object) throw new Error(`${name} absent`);
  // biome-ignore lint/suspicious/noExplicitAny: a test reaches into the object it breaks
  return (object.spec as any).template.spec;
}

function without(objects: KubeObject[], kind: string, name: string): KubeObject[] {
  return objects.filter((object) => !(object.kind === kind && object.metadata.name === name));
}

describe('the race-day rules of the manifests', () => {
  it('find nothing to say of a site that keeps them', () => {
    expect(raceDayProblems(site())).toEqual([]);
  });

  it('name a container that stays up without a readiness or liveness probe, not a Job', () => {
    const objects = site();
    delete podOf(objects, 'lemans-realtime').containers[0].readinessProbe;
    delete podOf(objects, 'lemans-api').containers[0].livenessProbe;
    expect(raceDayProblems(objects)).toEqual([
      "Deployment/lemans-realtime : le conteneur « realtime » n'a pas de readinessProbe",
      "Deployment/lemans-api : le conteneur « api » n'a pas de livenessProbe",
    ]);
  });

  it('name a workload of several pods, or an autoscaled one, that no disruption budget protects', () => {
    const objects = without(
      without(site(), 'PodDisruptionBudget', 'lemans-api'),
      'PodDisruptionBudget',
      'lemans-realtime',
    );
    expect(raceDayProblems(objects)).toEqual([
      'Deployment/lemans-realtime : aucun PodDisruptionBudget ne protège ses pods',
      'Deployment/lemans-api : aucun PodDisruptionBudget ne protège ses pods',
    ]);
  });

  it('name a budget that selects other pods, or allows no eviction', () => {
    const objects = site();
    const [realtimeBudget, apiBudget] = objects.filter((object) => object.kind === 'PodDisruptionBudget');
    (realtimeBudget?.spec as { selector: unknown }).selector = {
      matchLabels: { 'app.kubernetes.io/name': 'autre' },
    };
    (apiBudget?.spec as { maxUnavailable: number }).maxUnavailable = 0;
    expect(raceDayProblems(objects)).toEqual([
      'Deployment/lemans-realtime : aucun PodDisruptionBudget ne protège ses pods',
      "PodDisruptionBudget/lemans-api : n'autorise aucune éviction",
    ]);
  });

  it('name a grace period shorter than the preStop wait and, for realtime, the drain and its margin', () => {
    const objects = site();
    podOf(objects, 'lemans-realtime').terminationGracePeriodSeconds = 20;
    podOf(objects, 'lemans-api').terminationGracePeriodSeconds = 10;
    expect(raceDayProblems(objects)).toEqual([
      'Deployment/lemans-realtime : terminationGracePeriodSeconds (20 s) ne couvre pas ' +
        "l'attente du preStop (10 s) et la vidange des sockets (17 s)",
      "Deployment/lemans-api : terminationGracePeriodSeconds (10 s) ne couvre pas l'attente du preStop (10 s)",
    ]);
  });

  it('take the drain spread the realtime container is given, else the server’s default', () => {
    const objects = site();
    podOf(objects, 'lemans-realtime').containers[0].env[1].value = '30000';
    expect(raceDayProblems(objects)).toEqual([
      'Deployment/lemans-realtime : terminationGracePeriodSeconds (45 s) ne couvre pas ' +
        "l'attente du preStop (10 s) et la vidange des sockets (42 s)",
    ]);
    podOf(objects, 'lemans-realtime').containers[0].env.pop();
    expect(raceDayProblems(objects)).toEqual([]);
  });

  it('say when there is no realtime workload to check the drain of, or no autoscaler on its sockets', () => {
    // Without its autoscaler and with no replica count, realtime is one pod: its budget is then not required.
    expect(raceDayProblems(without(site(), 'ScaledObject', 'lemans-realtime'))).toEqual([
      'Deployment/lemans-realtime : aucun autoscaler sur lemans_realtime_sockets',
    ]);
    const noRealtime = without(
      without(site(), 'Deployment', 'lemans-realtime'),
      'ScaledObject',
      'lemans-realtime',
    );
    expect(raceDayProblems(noRealtime)).toEqual(['aucune charge de travail « realtime » à vérifier']);
  });

  it('name a container without its resources', () => {
    const objects = site();
    delete podOf(objects, 'lemans-migrate').containers[0].resources.limits;
    expect(raceDayProblems(objects)).toEqual([
      "Job/lemans-migrate : le conteneur « migrate » n'a pas de limits.memory",
    ]);
  });

  it('name the pods of a replicated workload left on one node', () => {
    const objects = site();
    delete podOf(objects, 'lemans-api').topologySpreadConstraints;
    expect(raceDayProblems(objects)).toEqual([
      'Deployment/lemans-api : ses pods ne sont pas répartis entre les nœuds',
    ]);
  });

  it('name an image by `latest` or by no tag, in a Job too', () => {
    const objects = site();
    podOf(objects, 'lemans-api').containers[0].image = 'registry.example.fr/lemans/lemans-live:latest';
    podOf(objects, 'lemans-migrate').containers[0].image = 'registry.example.fr:5000/lemans-live';
    expect(raceDayProblems(objects)).toEqual([
      "Deployment/lemans-api : l'image « registry.example.fr/lemans/lemans-live:latest » du conteneur « api » " +
        "n'a ni empreinte ni étiquette fixe",
      "Job/lemans-migrate : l'image « registry.example.fr:5000/lemans-live » du conteneur « migrate » " +
        "n'a ni empreinte ni étiquette fixe",
    ]);
  });

  it('take a digest or a fixed tag as pinned', () => {
    expect(isPinned(`redis@sha256:${'a'.repeat(64)}`)).toBe(true);
    expect(isPinned('registry.example.fr:5000/lemans/lemans-live:2025.1.0')).toBe(true);
    expect(isPinned('redis')).toBe(false);
    expect(isPinned('redis:latest')).toBe(false);
  });

  it('name a secret given as a plain value, through a ConfigMap, in a URL, or written in a Secret', () => {
    const objects = site();
    podOf(objects, 'lemans-api').containers[0].env.push(
      { name: 'ADMIN_PASSWORD_HASH', value: '$scrypt$ln=17,r=8,p=1$c2VsZGVzZWw$aGFzaA' },
      {
        name: 'FEED_CONTROL_SECRET',
        valueFrom: { configMapKeyRef: { name: 'lemans-env', key: 'FEED_CONTROL_SECRET' } },
      },
      { name: 'DATABASE_READ_URL', value: 'postgresql://lemans:motdepasse@lemans-db-ro:5432/lemans' },
    );
    (objects.find((object) => object.kind === 'ConfigMap')?.data as Record<string, string>).ADMIN_PASSWORD =
      'motdepasse';
    objects.push({
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 'lemans-secrets' },
      stringData: { A: 'b' },
    });
    expect(raceDayProblems(objects)).toEqual([
      "Deployment/lemans-api : la variable ADMIN_PASSWORD_HASH du conteneur « api » ne vient pas d'un Secret (secretKeyRef)",
      "Deployment/lemans-api : la variable FEED_CONTROL_SECRET du conteneur « api » ne vient pas d'un Secret (secretKeyRef)",
      'Deployment/lemans-api : la variable DATABASE_READ_URL du conteneur « api » contient une URL avec un mot de passe',
      'ConfigMap/lemans-env : la clé ADMIN_PASSWORD est un secret en clair',
      'Secret/lemans-secrets : un Secret écrit avec ses valeurs dans le dépôt',
    ]);
  });

  it('name a setting that refers to a variable its container does not have before it', () => {
    const objects = site();
    podOf(objects, 'lemans-api').containers[0].envFrom = [{ configMapRef: { name: 'lemans-env' } }];
    podOf(objects, 'lemans-api').containers[0].env.push(
      { name: 'LISTEN', value: '$(HOST):4020' },
      { name: 'TRUST_PROXY', value: '$(CLUSTER_POD_RANGE)' },
    );
    expect(raceDayProblems(objects)).toEqual([
      "Deployment/lemans-api : la variable TRUST_PROXY du conteneur « api » renvoie à $(CLUSTER_POD_RANGE), qu'il n'a pas",
    ]);
  });
});
