import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { initI18n } from '../../shared/i18n/i18n';
import { MemoryRouter } from '../../shared/routing/router';
import { renderWithProviders } from '../../shared/testing/render';
import { coordinateProblem, formatPlace, geoUri, placeFromQuery, returnPath } from './location';
import { ChooseLocationView, OpenLocationView } from './location-views';

const q = (s: string) => new URLSearchParams(s);

describe('places in the query', () => {
  it('accepts degrees in range with at most 6 decimals, and nothing else', () => {
    expect(coordinateProblem('22.284681', '114.158177')).toBeNull();
    expect(coordinateProblem('-90', '180')).toBeNull();
    expect(coordinateProblem('90.000001', '0')).toBe('latitudeInvalid');
    expect(coordinateProblem('1.1234567', '0')).toBe('latitudeInvalid');
    expect(coordinateProblem('', '0')).toBe('latitudeInvalid');
    expect(coordinateProblem('1e1', '0')).toBe('latitudeInvalid');
    expect(coordinateProblem('0', '-180.5')).toBe('longitudeInvalid');
    expect(coordinateProblem('0', 'east')).toBe('longitudeInvalid');
  });

  it('reads a place, formats it with hemispheres and builds the map links', () => {
    const p = placeFromQuery(q('latitude=-33.8568&longitude=151.2153&name=Opera%20House'))!;
    expect(p).toEqual({
      latitude: '-33.8568',
      longitude: '151.2153',
      name: 'Opera House',
      address: '',
    });
    expect(formatPlace(p)).toBe('33.8568° S, 151.2153° E');
    expect(geoUri(p)).toBe('geo:-33.8568,151.2153?q=-33.8568,151.2153(Opera%20House)');
    expect(placeFromQuery(q('latitude=91&longitude=0'))).toBeNull();
  });

  it('returns a chosen place only to a page of this app', () => {
    expect(returnPath(q('return=/pages/otc/otc'))).toBe('/pages/otc/otc');
    expect(returnPath(q('return=//evil.example/x'))).toBe('/open-location');
    expect(returnPath(q('return=https://evil.example'))).toBe('/open-location');
    expect(returnPath(q('return=/no/such/page'))).toBe('/open-location');
    expect(returnPath(q(''))).toBe('/open-location');
  });
});

describe('location pages', () => {
  beforeAll(() => initI18n('en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.location.hash = '';
  });

  it('shows a place with links to a map, and says so when the link has none', async () => {
    const { unmount } = renderWithProviders(
      <MemoryRouter initial="/open-location?latitude=22.284681&longitude=114.158177&name=Central">
        <OpenLocationView />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('location-coords')).textContent).toBe(
      '22.284681° N, 114.158177° E',
    );
    expect(screen.getByText('Central')).toBeTruthy();
    expect(screen.getByTestId('location-open-web').getAttribute('href')).toContain(
      'mlat=22.284681&mlon=114.158177',
    );
    unmount();
    renderWithProviders(
      <MemoryRouter initial="/open-location?latitude=abc">
        <OpenLocationView />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('location-none')).textContent).toContain(
      'No location to show',
    );
  });

  it('refuses typed coordinates out of range, then hands a valid place to the page that asked', async () => {
    const { user } = renderWithProviders(
      <MemoryRouter initial="/choose-location?return=/open-location">
        <ChooseLocationView />
      </MemoryRouter>,
    );
    const field = (id: string) => screen.getByTestId(id).querySelector('input')!;
    await user.type(field('location-latitude'), '95');
    await user.type(field('location-longitude'), '10');
    await user.click(screen.getByTestId('location-confirm'));
    expect(screen.getByTestId('location-problem').textContent).toBe(
      'Enter a latitude between −90 and 90, with at most 6 decimals',
    );
    expect(window.location.hash).toBe('');
    await user.clear(field('location-latitude'));
    await user.type(field('location-latitude'), '51.5007');
    await user.type(field('location-name'), 'Office');
    await user.click(screen.getByTestId('location-confirm'));
    expect(window.location.hash).toBe('#/open-location?latitude=51.5007&longitude=10&name=Office');
  });

  it('fills in the device position, and explains a refused permission', async () => {
    let answer: 'ok' | 'denied' = 'ok';
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) => {
          if (answer === 'ok')
            ok({ coords: { latitude: 48.8583701, longitude: 2.2944813 } } as GeolocationPosition);
          else fail({ code: 1 } as GeolocationPositionError);
        },
      },
    });
    const { user } = renderWithProviders(
      <MemoryRouter initial="/choose-location">
        <ChooseLocationView />
      </MemoryRouter>,
    );
    await user.click(screen.getByTestId('location-locate'));
    const field = (id: string) => screen.getByTestId(id).querySelector('input')!;
    expect(field('location-latitude').value).toBe('48.85837');
    expect(field('location-longitude').value).toBe('2.294481');
    answer = 'denied';
    await user.click(screen.getByTestId('location-locate'));
    expect((await screen.findByTestId('location-problem')).textContent).toContain(
      'Location permission was refused',
    );
  });
});
