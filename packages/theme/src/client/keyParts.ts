import type { KeyPart } from '../types';

/**
 * The part of a table in parts (a larger site's routes, a docs instance's lists) that holds
 * `key` if any entry does: the last whose first key is not after it. The engine orders keys
 * as `<` compares strings (by UTF-16 code units).
 */
export function partFor(parts: readonly KeyPart[], key: string): KeyPart | undefined {
  let low = 0;
  let high = parts.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (parts[middle]!.first <= key) low = middle + 1;
    else high = middle;
  }
  return low === 0 ? undefined : parts[low - 1];
}
