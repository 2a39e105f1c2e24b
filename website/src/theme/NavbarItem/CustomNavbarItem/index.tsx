import type { ComponentProps } from 'react';
import { useBaseUrl, useRoutePath } from '@cairn/theme';
import CustomNavbarItem from '@theme-original/NavbarItem/CustomNavbarItem';

type Props = ComponentProps<typeof CustomNavbarItem>;

/**
 * The website's own navbar item types. `custom-testButton` is a fixture of the browser tests:
 * a button that raises an alert, shown on the test pages only.
 */
export default function WebsiteNavbarItem(props: Props) {
  const routePath = useRoutePath();
  const testPages = useBaseUrl('/tests/');
  if (props.item.type === 'custom-testButton') {
    if (!routePath.startsWith(testPages)) return null;
    const button = (
      <button
        type="button"
        className="navbar-test-button"
        onClick={() => window.alert(props.item.value ?? 'Custom navbar item clicked')}
      >
        {props.item.label ?? 'Test button'}
      </button>
    );
    return props.mobile ? <li>{button}</li> : button;
  }
  return <CustomNavbarItem {...props} />;
}
