import { containersOf, type KubeObject, nameOf, podOwnersOf } from './kube-object.ts';

/**
 * Every image is named by a digest or a fixed tag: `latest`, or no tag at all (which means it), would let a
 * pod restarted mid-race run other code than its neighbours.
 */
export function floatingImages(objects: readonly KubeObject[]): string[] {
  return podOwnersOf(objects).flatMap((owner) =>
    containersOf(owner.pod)
      .filter(({ container }) => !isPinned(container.image ?? ''))
      .map(
        ({ container }) =>
          `${nameOf(owner.object)} : l'image « ${container.image ?? ''} » du conteneur « ${container.name} » ` +
          "n'a ni empreinte ni étiquette fixe",
      ),
  );
}

export function isPinned(image: string): boolean {
  if (/@sha256:[0-9a-f]{64}$/.test(image)) return true;
  // The tag follows the last colon of the last path segment: `registry:5000/name` has none.
  const lastSegment = image.slice(image.lastIndexOf('/') + 1);
  const colon = lastSegment.lastIndexOf(':');
  const tag = colon === -1 ? '' : lastSegment.slice(colon + 1);
  return tag !== '' && tag !== 'latest';
}
