// `@docusaurus/Translate` for site code written for Docusaurus. Cairn builds one locale, so
// a message is its default text, with `{name}` placeholders filled from `values`.
import { interpolate, interpolateText, type InterpolateValues } from './Interpolate';

export interface TranslateParam {
  message: string;
  id?: string;
  description?: string;
}

export function translate({ message }: TranslateParam, values?: Record<string, string | number>): string {
  return interpolateText(message, values);
}

export default function Translate({
  children,
  values,
}: {
  children: string;
  id?: string;
  description?: string;
  values?: InterpolateValues;
}) {
  return <>{interpolate(children, values)}</>;
}
