import { containersOf, type KubeObject, nameOf, podOwnersOf } from './kube-object.ts';

/** Names of settings whose value is a secret. */
const SECRET_NAME = /PASSWORD|PASSWD|SECRET|TOKEN|API_?KEY|PRIVATE_?KEY|CREDENTIAL/i;
/** A URL carrying a password: `scheme://user:password@host`. */
const URL_WITH_PASSWORD = /[a-z][a-z0-9+.-]*:\/\/[^/\s:@]*:[^/\s@]+@/i;

/**
 * No secret value in the repository: a secret setting comes from a Secret (`secretKeyRef`), never a plain
 * `value` nor a ConfigMap; no URL carries a password; no Secret is written with its data. The Secrets the
 * pods read are made in the cluster (by the operator, cert-manager or CloudNativePG).
 */
export function plainSecrets(objects: readonly KubeObject[]): string[] {
  return [...plainSecretEnv(objects), ...secretConfigMaps(objects), ...secretsWithData(objects)];
}

function plainSecretEnv(objects: readonly KubeObject[]): string[] {
  return podOwnersOf(objects).flatMap((owner) =>
    containersOf(owner.pod).flatMap(({ container }) =>
      (container.env ?? []).flatMap((variable) => {
        const where = `${nameOf(owner.object)} : la variable ${variable.name} du conteneur « ${container.name} »`;
        if (SECRET_NAME.test(variable.name) && !variable.valueFrom?.secretKeyRef) {
          return [`${where} ne vient pas d'un Secret (secretKeyRef)`];
        }
        if (variable.value !== undefined && URL_WITH_PASSWORD.test(variable.value)) {
          return [`${where} contient une URL avec un mot de passe`];
        }
        return [];
      }),
    ),
  );
}

function secretConfigMaps(objects: readonly KubeObject[]): string[] {
  return objects
    .filter((object) => object.kind === 'ConfigMap')
    .flatMap((configMap) =>
      Object.entries((configMap.data ?? {}) as Record<string, string>).flatMap(([key, value]) => {
        if (SECRET_NAME.test(key)) return [`${nameOf(configMap)} : la clé ${key} est un secret en clair`];
        if (URL_WITH_PASSWORD.test(value))
          return [`${nameOf(configMap)} : la clé ${key} contient une URL avec un mot de passe`];
        return [];
      }),
    );
}

function secretsWithData(objects: readonly KubeObject[]): string[] {
  return objects
    .filter((object) => object.kind === 'Secret')
    .filter((secret) => hasEntries(secret.data) || hasEntries(secret.stringData))
    .map((secret) => `${nameOf(secret)} : un Secret écrit avec ses valeurs dans le dépôt`);
}

function hasEntries(value: unknown): boolean {
  return typeof value === 'object' && value !== null && Object.keys(value).length > 0;
}
