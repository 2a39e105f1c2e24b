import { translate, useColorMode, useKeptInnerHtml, useSiteData } from '@cairn/theme/internal';
import styles from './styles.module.css';

/** Name the icons' markup, which the server writes the same on every page. */
const SYSTEM_ICON_MARKUP = {};
const MODE_ICONS_MARKUP = {};

/**
 * Sun and moon are both rendered; CSS on `html[data-theme]` shows the right one, so the server
 * markup is valid for either mode and hydration never mismatches. The "system" icon and the
 * label depend on the stored choice, which React reads after hydration.
 */
export default function ColorModeToggle({ className }: { className?: string }) {
  const { colorMode, colorModeChoice, toggleColorMode } = useColorMode();
  const { colorMode: config } = useSiteData();
  const followsSystem = config?.respectPrefersColorScheme === true && colorModeChoice === null;
  const icons = useKeptInnerHtml(
    config?.disableSwitch ? null : followsSystem ? SYSTEM_ICON_MARKUP : MODE_ICONS_MARKUP,
  );
  if (config?.disableSwitch) return null;
  const mode = followsSystem
    ? translate({ id: 'theme.colorToggle.ariaLabel.mode.system', message: 'system mode' })
    : colorMode === 'dark'
      ? translate({ id: 'theme.colorToggle.ariaLabel.mode.dark', message: 'dark mode' })
      : translate({ id: 'theme.colorToggle.ariaLabel.mode.light', message: 'light mode' });
  const label = translate(
    { id: 'theme.colorToggle.ariaLabel', message: 'Switch between dark and light mode (currently {mode})' },
    { mode },
  );
  return (
    <button
      type="button"
      className={[styles.toggle, className].filter(Boolean).join(' ')}
      onClick={toggleColorMode}
      title={label}
      aria-label={label}
      data-choice={followsSystem ? 'system' : colorMode}
      {...icons.props}
    >
      {icons.kept ? null : followsSystem ? (
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2v16a8 8 0 0 1 0-16Z"
          />
        </svg>
      ) : (
        <>
          <svg className={styles.sun} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <circle cx="12" cy="12" r="4.5" fill="currentColor" />
            <path
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              d="M12 1.5v2M12 20.5v2M1.5 12h2M20.5 12h2M4.6 4.6l1.4 1.4M18 18l1.4 1.4M4.6 19.4 6 18M18 6l1.4-1.4"
            />
          </svg>
          <svg className={styles.moon} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path fill="currentColor" d="M20.7 14.6A8.9 8.9 0 0 1 9.4 3.3 9 9 0 1 0 20.7 14.6Z" />
          </svg>
        </>
      )}
    </button>
  );
}
