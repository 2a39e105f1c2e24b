// `@docusaurus/Interpolate` for site code written for Docusaurus: a message with `{name}`
// placeholders filled from `values`, which may be text or elements.
import { Fragment, type ReactNode } from 'react';

export type InterpolateValues = Record<string, ReactNode>;

const PLACEHOLDER = /(\{\w+\})/;

/**
 * The parts of `message`, each `{name}` that `values` has replaced by its value; other
 * placeholders stay as they are.
 */
function fill<Value>(message: string, values: Record<string, Value>): (string | Value)[] {
  return message.split(PLACEHOLDER).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && Object.hasOwn(values, name) ? (values[name] as Value) : part;
  });
}

/** `message` with its placeholders filled from text values (`translate()`'s). */
export function interpolateText(message: string, values?: Record<string, string | number>): string {
  return values ? fill(message, values).join('') : message;
}

/**
 * `message` with its placeholders filled: text when every value is text, elements otherwise.
 */
export function interpolate(message: string, values?: InterpolateValues): ReactNode {
  if (!values) return message;
  const parts = fill(message, values);
  if (parts.every((part) => typeof part === 'string' || typeof part === 'number')) return parts.join('');
  return parts.map((part, index) => <Fragment key={index}>{part}</Fragment>);
}

export default function Interpolate({ children, values }: { children: string; values?: InterpolateValues }) {
  return <>{interpolate(children, values)}</>;
}
