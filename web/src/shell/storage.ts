/**
 * The browser's localStorage, never throwing: storage may be disabled or full (private browsing), and a lost
 * preference only means the default comes back.
 */

export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the choice lasts for this page only.
  }
}
