import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../store/app-store';

/** The site logo from the site config, or the built-in mark while none is configured. */
export function BrandMark({ size = 32 }: { size?: number }) {
  const { t } = useTranslation();
  const logo = useAppStore((s) => s.siteConfig?.site_logo);
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  if (logo && logo !== failedLogo) {
    return (
      <img
        src={logo}
        width={size}
        height={size}
        alt={t('a11y.logo')}
        style={{ borderRadius: size / 4 }}
        onError={() => setFailedLogo(logo)}
      />
    );
  }
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={t('a11y.logo')}>
      <defs>
        <linearGradient id="tm-brand" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4d8dff" />
          <stop offset="1" stopColor="#28ba98" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="#16284a" />
      <path
        d="M10 40c6-6 11-6 16 0s10 6 16 0 10-6 12-3"
        fill="none"
        stroke="url(#tm-brand)"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path
        d="M10 28c6-6 11-6 16 0s10 6 16 0 10-6 12-3"
        fill="none"
        stroke="#fff"
        strokeOpacity=".85"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The site name from the site config, else the product name. */
export function useSiteName(): string {
  const { t } = useTranslation();
  return useAppStore((s) => s.siteConfig?.site_name) || t('app.name');
}
