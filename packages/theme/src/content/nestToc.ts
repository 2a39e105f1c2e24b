import type { TocItem } from '../types';

export interface TocNode extends TocItem {
  children: TocNode[];
}

/** Turns the flat, ordered heading list into a tree by heading level. */
export function nestToc(items: TocItem[]): TocNode[] {
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const item of items) {
    const node: TocNode = { ...item, children: [] };
    while (stack.length > 0 && stack[stack.length - 1]!.level >= item.level) stack.pop();
    const parent = stack[stack.length - 1];
    (parent ? parent.children : roots).push(node);
    stack.push(node);
  }
  return roots;
}
