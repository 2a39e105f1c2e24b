import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentComponentsContext } from '../client/contexts';
import type { ContentModules } from '../client/registry';
import { InApp } from '../test-utils';
import type { TreeNode } from '../types';
import { codeRuntime, type CodeScope } from './code';
import { ContentTree } from './ContentTree';

const MODULE = '@generated/mdx/0123456789abcdef';

/** A document's module as the engine writes it: one function per expression. */
const modules: ContentModules = {
  [MODULE]: {
    __runtime: codeRuntime,
    __expressions: [
      () => 1 + 2,
      (scope: CodeScope) => ({ title: `for ${(scope.props as { name: string }).name}` }),
      (scope: CodeScope) => (scope.toc as { value: string }[]).map((item) => item.value).join(', '),
      () => {
        throw new Error('boom');
      },
      (scope: CodeScope) => {
        const { Tabs } = scope.components;
        return Tabs ? 'has Tabs' : 'no Tabs';
      },
    ],
  },
};

function html(tree: TreeNode): string {
  return renderToStaticMarkup(
    <InApp>
      <ContentComponentsContext.Provider value={modules}>
        <ContentTree tree={tree} />
      </ContentComponentsContext.Provider>
    </InApp>,
  );
}

describe('code in content trees', () => {
  it('renders what an expression gives where it stands', () => {
    expect(html(['p', 'Sum: ', ['{}', { code: [MODULE, 0] }]])).toBe('<p>Sum: 3</p>');
  });

  it('spreads props computed by code over the literal ones, in a scope node’s names', () => {
    const tree: TreeNode = ['{scope}', { props: { name: 'Ada' } }, ['span', { className: 'x', $code: [MODULE, 1] }, 'Hi']];
    expect(html(tree)).toBe('<span class="x" title="for Ada">Hi</span>');
  });

  it('gives a partial the props its use computes', () => {
    const tree: TreeNode = ['{scope}', { props: { count: 2, $code: [MODULE, 1] } }, ['p', ['{}', { prop: 'title' }], '!']];
    expect(html(['{scope}', { props: { name: 'Ada' } }, tree])).toBe('<p>for Ada!</p>');
  });

  it('gives code the page’s toc and the content components', () => {
    const toc = [{ value: 'One', id: 'one', level: 2 }, { value: 'Two', id: 'two', level: 3 }];
    expect(html(['{scope}', { toc }, ['{}', { code: [MODULE, 2] }]])).toBe('One, Two');
    expect(html(['{}', { code: [MODULE, 4] }])).toBe('has Tabs');
  });

  it('names the expression that threw', () => {
    expect(() => html(['{}', { code: [MODULE, 3] }])).toThrow(`boom (in MDX code: ${MODULE}, expression 3)`);
    expect(() => html(['{}', { code: ['@generated/mdx/missing', 0] }])).toThrow(/was not loaded with the page/);
    // The module is there but has no such expression.
    expect(() => html(['{}', { code: [MODULE, 9] }])).toThrow(`(in MDX code: ${MODULE}, expression 9)`);
  });
});
