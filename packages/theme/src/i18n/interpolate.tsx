import { Fragment, type ReactNode } from 'react';
import { fillPlaceholders } from './messages';

export type InterpolateValues = Record<string, ReactNode>;

/**
 * `message` with its `{name}` placeholders filled from `values`, which may be elements (a
 * link, a date): text when every value is text, elements otherwise.
 */
export function interpolate(message: string, values?: InterpolateValues): ReactNode {
  if (!values) return message;
  const parts = fillPlaceholders(message, values).filter((part) => part !== '');
  if (parts.every((part) => typeof part === 'string' || typeof part === 'number')) return parts.join('');
  return parts.map((part, index) => <Fragment key={index}>{part}</Fragment>);
}
