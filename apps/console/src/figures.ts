import { useContext, useEffect, useState } from 'react';
import {
  DEFAULT_LANG,
  formatMoney,
  formatPercent,
  formatSignedMoney,
  formatVolume,
  normalizeLang,
  NUMBER_SEPARATORS,
  type NumberSeparators,
  type PercentFormat,
  walletEndpoints,
} from '@tidemark/contracts';
import { call } from './api';
import { LangContext } from './i18n';

/** Money of a currency the list does not name shows at most this many decimals. */
const FALLBACK_PLACES = 8;
/** Money never shows fewer decimals than this (unless its currency has fewer). */
const MIN_MONEY_PLACES = 2;

/** Display places by currency code, loaded once for every page of the console. */
let placesLoad: Promise<Map<string, number>> | null = null;

function loadPlaces(): Promise<Map<string, number>> {
  placesLoad ??= call(walletEndpoints.currencies)
    .then((list) => new Map(list.map((c) => [c.name, c.display_places])))
    .catch(() => {
      placesLoad = null;
      return new Map<string, number>();
    });
  return placesLoad;
}

export interface Figures {
  /** An amount of `currency` at its display places, rounded towards zero. */
  money: (value: string | null | undefined, currency: string) => string;
  /** A profit, a loss or a balance change: signed, towards zero, at the currency's places. */
  signed: (value: string | null | undefined, currency: string) => string;
  /** A percentage half-up at two places (or as told). */
  percent: (value: string | null | undefined, format?: PercentFormat) => string;
  /** A volume or a chart figure: one decimal in every tier (K, M). */
  volume: (value: string | null | undefined) => string;
}

/** Figures of the operator console as the app writes them: the shared money formatter, the operator's language. */
export function figuresFor(
  places: ReadonlyMap<string, number>,
  separators: NumberSeparators,
): Figures {
  const at = (currency: string) => places.get(currency) ?? FALLBACK_PLACES;
  return {
    money: (value, currency) =>
      formatMoney(value, at(currency), { minPlaces: MIN_MONEY_PLACES, separators }),
    signed: (value, currency) =>
      formatSignedMoney(value, at(currency), { minPlaces: MIN_MONEY_PLACES, separators }),
    percent: (value, format = {}) => formatPercent(value, { ...format, separators }),
    volume: (value) => formatVolume(value, { separators }),
  };
}

/** The console's figures in the operator's language, with the listed currencies' places. */
export function useFigures(): Figures {
  const { lang } = useContext(LangContext);
  const [places, setPlaces] = useState<ReadonlyMap<string, number>>(new Map());
  useEffect(() => {
    let live = true;
    void loadPlaces().then((found) => {
      if (live) setPlaces(found);
    });
    return () => {
      live = false;
    };
  }, []);
  return figuresFor(places, NUMBER_SEPARATORS[normalizeLang(lang) ?? DEFAULT_LANG]);
}
