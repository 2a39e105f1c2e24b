// `@docusaurus/Translate` for site code written for Docusaurus. Cairn builds one locale, so
// a message is its default text, with `{name}` placeholders filled from `values`.
import { Fragment, type ReactNode } from 'react';

export interface TranslateParam {
  message: string;
  id?: string;
  description?: string;
}

type Values = Record<string, ReactNode>;

function interpolate(message: string, values: Values | undefined): ReactNode[] {
  if (!values) return [message];
  return message.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    const value = name !== undefined && Object.hasOwn(values, name) ? values[name] : part;
    return <Fragment key={index}>{value}</Fragment>;
  });
}

export function translate({ message }: TranslateParam, values?: Record<string, string | number>): string {
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

export default function Translate({
  children,
  values,
}: {
  children: string;
  id?: string;
  description?: string;
  values?: Values;
}) {
  return <>{interpolate(children, values)}</>;
}
