// `@docusaurus/Interpolate` for site code written for Docusaurus: a message with `{name}`
// placeholders filled from `values`, which may be text or elements.
import { interpolate, type InterpolateValues } from '../../i18n/interpolate';

export { interpolate, type InterpolateValues };

export default function Interpolate({ children, values }: { children: string; values?: InterpolateValues }) {
  return <>{interpolate(children, values)}</>;
}
