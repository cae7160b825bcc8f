/** What the product editors send, kept pure. */

type Values = Record<string, unknown>;

/** An edit form's switch left untouched still says what it means: not active. */
export const withActive = (p: Values): Values => ({ ...p, active: p.active ?? false });

/**
 * An IEO project form as the route takes it: the English summary and content as language maps,
 * the USDT price as the price map (currency 3 is USDT); blanks are left out.
 */
export function projectPayload(p: Values): Values {
  const { summary_en, content_en, price_usdt, ...rest } = p;
  return {
    ...rest,
    ...(summary_en ? { summary: { en: summary_en } } : {}),
    ...(content_en ? { content: { en: content_en } } : {}),
    ...(price_usdt ? { prices: { '3': price_usdt } } : {}),
  };
}
