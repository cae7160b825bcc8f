import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Input, { type InputProps } from 'antd-mobile/es/components/input';
import { useTranslation } from 'react-i18next';
import { buildUrl, navigateTo } from '../../shared/routing/navigation';
import { useSearchParams } from '../../shared/routing/router';
import { StatusView } from '../../shared/ui/status-view';
import page from '../../shared/ui/product-page.module.css';
import {
  coordinateProblem,
  degrees,
  formatPlace,
  geoUri,
  placeFromQuery,
  returnPath,
  webMapUrl,
} from './location';
import styles from './location.module.css';

/** /open-location: the place in the query, and links that open it in a map. */
export function OpenLocationView() {
  const { t } = useTranslation('setting');
  const [query] = useSearchParams();
  const place = placeFromQuery(query);
  if (!place)
    return (
      <StatusView
        icon="compass"
        tone="warning"
        title={t('location.none')}
        hint={t('location.noneHint')}
        testId="location-none"
      />
    );
  return (
    <div className={page.page}>
      <section className={page.card} data-testid="location-place">
        {place.name && <h2 className={page.title}>{place.name}</h2>}
        {place.address && <p className={styles.muted}>{place.address}</p>}
        <p className={styles.coords} data-testid="location-coords">
          {formatPlace(place)}
        </p>
      </section>
      <div className={styles.actions}>
        <a className={styles.link} href={geoUri(place)} data-testid="location-open-app">
          {t('location.openApp')}
        </a>
        <a
          className={styles.link}
          href={webMapUrl(place)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="location-open-web"
        >
          {t('location.openWeb')}
        </a>
      </div>
      <p className={styles.muted}>{t('location.privacy')}</p>
    </div>
  );
}

type Problem =
  'latitudeInvalid' | 'longitudeInvalid' | 'denied' | 'unavailable' | 'timeout' | 'unsupported';

const GEO_ERRORS: Record<number, Problem> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };
const GEO_TIMEOUT_MS = 15_000;

/**
 * /choose-location: the device's position (asked only when the user taps, so the browser's
 * permission prompt follows a choice) or coordinates typed by hand, with an optional name; the
 * place then goes to the page that asked for it.
 */
/** A labelled input of the place form; the test id is the input's. */
function PlaceField({ label, testId, ...input }: InputProps & { label: string; testId: string }) {
  return (
    <label className={styles.field}>
      {label}
      <Input className={styles.input} {...input} data-testid={testId} />
    </label>
  );
}

export function ChooseLocationView() {
  const { t } = useTranslation('setting');
  const [query] = useSearchParams();
  const [latitude, setLatitude] = useState(query.get('latitude') ?? '');
  const [longitude, setLongitude] = useState(query.get('longitude') ?? '');
  const [name, setName] = useState(query.get('name') ?? '');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [locating, setLocating] = useState(false);

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setProblem('unsupported');
      return;
    }
    setLocating(true);
    setProblem(null);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        setLatitude(degrees(pos.coords.latitude));
        setLongitude(degrees(pos.coords.longitude));
      },
      (err) => {
        setLocating(false);
        setProblem(GEO_ERRORS[err.code] ?? 'unavailable');
      },
      { enableHighAccuracy: true, timeout: GEO_TIMEOUT_MS, maximumAge: 60_000 },
    );
  };

  const confirm = () => {
    const lat = latitude.trim();
    const lng = longitude.trim();
    const wrong = coordinateProblem(lat, lng);
    setProblem(wrong);
    if (wrong) return;
    void navigateTo(
      buildUrl(returnPath(query), {
        latitude: lat,
        longitude: lng,
        name: name.trim() || undefined,
      }),
    );
  };

  return (
    <div className={page.page}>
      <section className={page.card}>
        <p className={styles.muted}>{t('location.chooseHint')}</p>
        <Button
          block
          color="primary"
          fill="outline"
          loading={locating}
          onClick={locate}
          data-testid="location-locate"
        >
          {t('location.useMine')}
        </Button>
        <PlaceField
          label={t('location.latitude')}
          inputMode="decimal"
          placeholder="22.284681"
          value={latitude}
          onChange={setLatitude}
          testId="location-latitude"
        />
        <PlaceField
          label={t('location.longitude')}
          inputMode="decimal"
          placeholder="114.158177"
          value={longitude}
          onChange={setLongitude}
          testId="location-longitude"
        />
        <PlaceField
          label={t('location.name')}
          maxLength={80}
          placeholder={t('location.namePlaceholder')}
          value={name}
          onChange={setName}
          testId="location-name"
        />
        {problem && (
          <p className={styles.problem} role="alert" data-testid="location-problem">
            {t(`location.${problem}`)}
          </p>
        )}
      </section>
      <Button block color="primary" onClick={confirm} data-testid="location-confirm">
        {t('location.confirm')}
      </Button>
    </div>
  );
}
