import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Interpolate, { interpolate } from './Interpolate';
import Translate, { translate } from './Translate';

describe('Translate and Interpolate', () => {
  it('show the message with the placeholders values has, and leave the others', () => {
    const { container } = render(
      <p>
        <Translate id="greeting" description="Shown on the home page" values={{ name: 'Ada', count: 3 }}>
          {'Hello {name}, {count} new, {other}'}
        </Translate>
      </p>,
    );
    expect(container.textContent).toBe('Hello Ada, 3 new, {other}');
  });

  it('put elements where their placeholders are', () => {
    const { container } = render(
      <p>
        <Interpolate values={{ link: <a href="/docs/">the docs</a> }}>{'Read {link} first.'}</Interpolate>
      </p>,
    );
    expect(container.innerHTML).toBe('<p>Read <a href="/docs/">the docs</a> first.</p>');
  });

  it('give text when every value is text', () => {
    expect(interpolate('{a} and {b}', { a: 'x', b: 2 })).toBe('x and 2');
    expect(interpolate('no values {a}')).toBe('no values {a}');
    expect(translate({ message: 'Hi {name}', id: 'hi' }, { name: 'Ada' })).toBe('Hi Ada');
    expect(translate({ message: 'Hi {name}' })).toBe('Hi {name}');
  });
});
