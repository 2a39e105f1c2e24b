/**
 * Renders `@theme/PwaReloadPopup` into its own root at the end of `<body>`: it is loaded after
 * the app, outside its tree, only when an update waits.
 */
import PwaReloadPopup from '@theme/PwaReloadPopup';
import { createRoot } from 'react-dom/client';

export function mountReloadPopup(onReload: () => void): void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  root.render(
    <PwaReloadPopup
      onReload={onReload}
      onClose={() => {
        root.unmount();
        host.remove();
      }}
    />,
  );
}
