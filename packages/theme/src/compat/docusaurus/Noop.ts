// `@docusaurus/Noop`: a module with nothing in it, which Docusaurus substitutes for code that
// must not run in one environment. Its default export renders nothing.
export default function Noop(): null {
  return null;
}
