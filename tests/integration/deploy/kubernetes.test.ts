import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { type KubeObject, podOwnersOf, selects } from '../../support/kubernetes/kube-object.ts';
import { hasKubectl, renderKustomization } from '../../support/kubernetes/kustomize.ts';
import { raceDayProblems } from '../../support/kubernetes/race-day-policy.ts';
import { schemaProblems } from '../../support/kubernetes/schema-check.ts';

// On a developer workstation the tool is optional; CI (LEMANS_CI=1) must have every optional tool.
const required = process.env.LEMANS_CI === '1';
const kubectl = required || (await hasKubectl());
if (!kubectl) {
  console.warn(
    'kubectl absent : les manifestes Kubernetes (deploy/kubernetes) ne sont ni rendus ni vérifiés ici',
  );
}

/** The site on Kubernetes as production applies it: ./data first (the data and the migrations), then the whole. */
describe.skipIf(!kubectl)('deploy/kubernetes, production overlay', () => {
  let site: KubeObject[];
  let data: KubeObject[];

  beforeAll(async () => {
    if (!(await hasKubectl())) throw new Error('kubectl absent alors que LEMANS_CI=1 : installez-le');
    [site, data] = await Promise.all([
      renderKustomization('overlays/production'),
      renderKustomization('overlays/production/data'),
    ]);
  });

  const find = (objects: KubeObject[], kind: string, name: string): KubeObject => {
    const found = objects.find((object) => object.kind === kind && object.metadata.name.startsWith(name));
    if (!found) throw new Error(`${kind}/${name} absent du rendu`);
    return found;
  };
  // biome-ignore lint/suspicious/noExplicitAny: the rendered objects are read as the manifests write them
  const specOf = (object: KubeObject): any => object.spec;
  const env = (): Record<string, string> =>
    find(site, 'ConfigMap', 'lemans-env').data as Record<string, string>;

  it('renders every object against its schema, the operators’ custom resources included', () => {
    const kinds = new Set(site.map((object) => object.kind));
    for (const kind of ['Cluster', 'ScaledObject', 'Gateway', 'HTTPRoute', 'ServiceMonitor']) {
      expect(kinds).toContain(kind);
    }
    expect(schemaProblems(site)).toEqual([]);
    expect(schemaProblems(data)).toEqual([]);
  });

  it('keeps the race-day rules', () => {
    expect(raceDayProblems(site)).toEqual([]);
  });

  it('puts everything in one namespace', () => {
    const namespaces = new Set(site.filter((o) => o.kind !== 'Namespace').map((o) => o.metadata.namespace));
    expect([...namespaces]).toEqual(['lemans']);
  });

  it('applies first exactly what the whole overlay then leaves unchanged (the migration Job is immutable)', () => {
    expect(data.map((object) => object.kind)).toEqual(
      expect.arrayContaining(['Cluster', 'StatefulSet', 'Job']),
    );
    for (const object of data) {
      expect(find(site, object.kind, object.metadata.name)).toEqual(object);
    }
  });

  it('runs PostgreSQL as a primary and two replicas, -rw for writes and -ro for the heavy reads', () => {
    const cluster = find(site, 'Cluster', 'lemans-db');
    expect(specOf(cluster).instances).toBe(3);
    expect(new URL(env().DATABASE_URL ?? '').hostname).toBe(`${cluster.metadata.name}-rw`);
    expect(new URL(env().DATABASE_READ_URL ?? '').hostname).toBe(`${cluster.metadata.name}-ro`);
  });

  it('names the three sentinels of the Redis group the services follow', async () => {
    const sentinels = find(site, 'StatefulSet', 'lemans-redis-sentinel');
    expect(specOf(sentinels).replicas).toBe(3);
    const { serviceName } = specOf(sentinels);
    expect(env().REDIS_SENTINELS?.split(',')).toEqual(
      [0, 1, 2].map((index) => `${sentinels.metadata.name}-${index}.${serviceName}:26379`),
    );
    const script = (find(site, 'ConfigMap', 'lemans-redis-scripts').data as Record<string, string>)[
      'start-sentinel.sh'
    ];
    expect(script).toContain(`sentinel monitor ${env().REDIS_SENTINEL_NAME} `);
    expect(script).toBe(
      await readFile(
        new URL('../../../deploy/kubernetes/base/data/redis/start-sentinel.sh', import.meta.url),
        'utf8',
      ),
    );
  });

  it("serves the public origin's host, lets sockets stay open at the gateway and believes the pods' range", () => {
    const route = find(site, 'HTTPRoute', 'lemans-site');
    const socketRule = specOf(route).rules.find((rule: { matches: { path: { value: string } }[] }) =>
      rule.matches.some((match) => match.path.value === '/socket'),
    );
    expect(socketRule.timeouts.request).toBe('0s');
    const host = new URL(env().PUBLIC_ORIGIN ?? '').host;
    expect(specOf(route).hostnames).toEqual([host]);
    const listeners = specOf(find(site, 'Gateway', 'lemans')).listeners;
    expect(listeners.map((listener: { hostname: string }) => listener.hostname)).toEqual([host, host]);
    expect(env().CLUSTER_POD_RANGE).toMatch(/^\d+\.\d+\.\d+\.\d+\/\d+$/);
    const variable = (deployment: string, name: string) =>
      specOf(find(site, 'Deployment', deployment)).template.spec.containers[0].env.find(
        (candidate: { name: string }) => candidate.name === name,
      ).value;
    expect(variable('lemans-api', 'TRUST_PROXY')).toBe('$(CLUSTER_POD_RANGE)');
    expect(variable('lemans-site', 'LEMANS_TRUSTED_PROXIES')).toBe('set_real_ip_from $(CLUSTER_POD_RANGE);');
  });

  it('scrapes every service and ships the race-day dashboard to Grafana', async () => {
    const monitor = specOf(find(site, 'ServiceMonitor', 'lemans'));
    const scraped = site
      .filter((object) => object.kind === 'Service')
      .filter(
        (service) =>
          service.metadata.labels?.['lemans.fr/metrics'] ===
          monitor.selector.matchLabels['lemans.fr/metrics'],
      )
      .map((service) => service.metadata.labels?.[monitor.jobLabel]);
    expect(scraped.sort()).toEqual(['api', 'feed', 'ingest', 'realtime']);
    const dashboard = find(site, 'ConfigMap', 'lemans-grafana-dashboard');
    expect(dashboard.metadata.labels?.grafana_dashboard).toBe('1');
    expect((dashboard.data as Record<string, string>)['lemans-live.json']).toBe(
      await readFile(
        new URL('../../../deploy/monitoring/grafana/dashboards/lemans-live.json', import.meta.url),
        'utf8',
      ),
    );
  });

  it('lets every service reach Redis and only the site reach the API and realtime', () => {
    const allowed = (policy: string) =>
      specOf(find(site, 'NetworkPolicy', policy)).ingress.flatMap((rule: { from: object[] }) => rule.from);
    const podsOf = (name: string) =>
      podOwnersOf(site).find((owner) => owner.object.metadata.name === name)?.podLabels ?? {};
    const admits = (policy: string, name: string) =>
      allowed(policy).some(
        (peer: { podSelector?: Parameters<typeof selects>[0] }) =>
          peer.podSelector !== undefined && selects(peer.podSelector, podsOf(name)),
      );
    for (const service of [
      'lemans-api',
      'lemans-realtime',
      'lemans-ingest',
      'lemans-redis',
      'lemans-redis-sentinel',
    ]) {
      expect(admits('lemans-redis', service), service).toBe(true);
    }
    for (const policy of ['lemans-api', 'lemans-realtime']) {
      expect(admits(policy, 'lemans-site')).toBe(true);
      expect(admits(policy, 'lemans-ingest')).toBe(false);
    }
  });

  it('catches a broken copy: a probe removed, a latest tag, a plain secret, a grace period too short', () => {
    const broken = structuredClone(site);
    const pod = (name: string) => specOf(find(broken, 'Deployment', name)).template.spec;
    delete pod('lemans-realtime').containers[0].livenessProbe;
    pod('lemans-realtime').terminationGracePeriodSeconds = 15;
    pod('lemans-api').containers[0].image = 'registry.example.fr/lemans/lemans-live:latest';
    pod('lemans-ingest').containers[0].env.push({
      name: 'FEED_CONTROL_SECRET',
      value: 'un-secret-de-seize-car',
    });
    const problems = raceDayProblems(broken);
    expect(problems).toEqual([
      "Deployment/lemans-realtime : le conteneur « realtime » n'a pas de livenessProbe",
      'Deployment/lemans-realtime : terminationGracePeriodSeconds (15 s) ne couvre pas ' +
        "l'attente du preStop (10 s) et la vidange des sockets (17 s)",
      "Deployment/lemans-api : l'image « registry.example.fr/lemans/lemans-live:latest » du conteneur « api » " +
        "n'a ni empreinte ni étiquette fixe",
      "Deployment/lemans-ingest : la variable FEED_CONTROL_SECRET du conteneur « ingest » ne vient pas d'un Secret (secretKeyRef)",
    ]);
  });

  it('catches a broken copy against the schemas: a count as text, a duration of the wrong shape', () => {
    const broken = structuredClone(site);
    specOf(find(broken, 'Cluster', 'lemans-db')).instances = '3';
    specOf(find(broken, 'HTTPRoute', 'lemans-site')).rules[0].timeouts.request = 'jamais';
    specOf(find(broken, 'ScaledObject', 'lemans-realtime')).minReplicaCount = 'deux';
    broken.push({ apiVersion: 'example.fr/v1', kind: 'Inconnu', metadata: { name: 'x' } });
    const problems = schemaProblems(broken);
    expect(problems).toHaveLength(4);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Cluster\/lemans-db : .*instances must be integer/),
        expect.stringMatching(/^ScaledObject\/lemans-realtime : .*minReplicaCount must be integer/),
        expect.stringMatching(/^HTTPRoute\/lemans-site : .*timeouts\/request must match pattern/),
        'Inconnu/x : aucun schéma connu pour example.fr/v1 Inconnu',
      ]),
    );
  });
});
