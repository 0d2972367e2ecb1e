import { containersOf, type KubeObject, nameOf, podOwnersOf } from './kube-object.ts';

/**
 * Every `$(NAME)` in a container's env value names a variable the container has before it (its ConfigMaps'
 * keys, then its env in order): Kubernetes leaves an unknown one as it is written, and the process would read
 * `$(NAME)` as its setting.
 */
export function unresolvedReferences(objects: readonly KubeObject[]): string[] {
  return podOwnersOf(objects).flatMap((owner) =>
    containersOf(owner.pod).flatMap(({ container }) => {
      const known = new Set(
        (container.envFrom ?? []).flatMap((source) => {
          const configMap = objects.find(
            (object) => object.kind === 'ConfigMap' && object.metadata.name === source.configMapRef?.name,
          );
          return Object.keys((configMap?.data ?? {}) as Record<string, string>);
        }),
      );
      const problems: string[] = [];
      for (const variable of container.env ?? []) {
        for (const [, name] of (variable.value ?? '').matchAll(/\$\(([A-Za-z_][A-Za-z0-9_]*)\)/g)) {
          if (name && !known.has(name)) {
            problems.push(
              `${nameOf(owner.object)} : la variable ${variable.name} du conteneur « ${container.name} » ` +
                `renvoie à $(${name}), qu'il n'a pas`,
            );
          }
        }
        known.add(variable.name);
      }
      return problems;
    }),
  );
}
