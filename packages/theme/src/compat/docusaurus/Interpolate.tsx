// `@docusaurus/Interpolate` for site code written for Docusaurus: a message with `{name}`
// placeholders filled from `values`, which may be text or elements.
import { Fragment, type ReactNode } from 'react';

export type InterpolateValues = Record<string, ReactNode>;

const PLACEHOLDER = /(\{\w+\})/;

/**
 * The parts of `message` with each `{name}` that `values` has replaced by its value; other
 * placeholders stay as they are. Text when every value is text, elements otherwise.
 */
export function interpolate(message: string, values?: InterpolateValues): ReactNode {
  if (!values) return message;
  const parts = message.split(PLACEHOLDER).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && Object.hasOwn(values, name) ? values[name] : part;
  });
  if (parts.every((part) => typeof part === 'string' || typeof part === 'number')) return parts.join('');
  return parts.map((part, index) => <Fragment key={index}>{part}</Fragment>);
}

export default function Interpolate({ children, values }: { children: string; values?: InterpolateValues }) {
  return <>{interpolate(children, values)}</>;
}
