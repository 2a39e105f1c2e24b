// `@docusaurus/Translate` for site code written for Docusaurus: the current locale's message of
// `id` (the theme's translations and the site's `code.json`, from the site data), else the
// default text, with `{name}` placeholders filled from `values`.
import { interpolate, type InterpolateValues } from '../../i18n/interpolate';
import { lookUpMessage } from '../../i18n/messages';

export { translate, type TranslateParam } from '../../i18n/messages';

export default function Translate({
  children,
  id,
  values,
}: {
  children: string;
  id?: string;
  description?: string;
  values?: InterpolateValues;
}) {
  // A message without an id is its own id, as in Docusaurus.
  return <>{interpolate(lookUpMessage(id ?? children, children), values)}</>;
}
