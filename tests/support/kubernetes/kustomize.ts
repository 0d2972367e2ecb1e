import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parseAllDocuments } from 'yaml';
import type { KubeObject } from './kube-object.ts';

const run = promisify(execFile);

/** deploy/kubernetes of this repository. */
export const KUBERNETES_DIR = fileURLToPath(new URL('../../../deploy/kubernetes/', import.meta.url));

/** Whether `kubectl` runs here (it renders kustomizations offline, without a cluster). */
export async function hasKubectl(): Promise<boolean> {
  try {
    await run('kubectl', ['version', '--client']);
    return true;
  } catch {
    return false;
  }
}

/** The objects `kubectl kustomize` renders from a kustomization of deploy/kubernetes (`overlays/production`). */
export async function renderKustomization(path: string): Promise<KubeObject[]> {
  const { stdout } = await run('kubectl', ['kustomize', `${KUBERNETES_DIR}${path}`], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return parseAllDocuments(stdout).flatMap((document) => {
    if (document.errors.length > 0) throw document.errors[0];
    const object = document.toJS() as KubeObject | null;
    return object ? [object] : [];
  });
}
