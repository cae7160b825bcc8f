import { adminDualEditRequest, adminProjectRequest } from '@tidemark/contracts';
import { describe, expect, it } from 'vitest';
import {
  announcementPayload,
  userIdsOf,
  articlePayload,
  paragraphs,
  previewOf,
  writtenTranslations,
} from './content.logic';
import { projectPayload, withActive } from './editors.logic';
import { toPayload, zodRules, type FieldDef } from './SchemaForm';

const messages = { required: 'required', invalid: 'invalid' };
type Checked = { required?: boolean; validator: (rule: unknown, value: unknown) => Promise<void> };
const rulesOf = (...args: Parameters<typeof zodRules>) => zodRules(...args) as Checked[];

describe('product editor forms', () => {
  it('send form times as Unix seconds read in UTC and leave blanks out', () => {
    const fields: FieldDef[] = [
      { name: 'start_at', label: 'Start', kind: 'time' },
      { name: 'rate', label: 'Rate' },
      { name: 'user_limit', label: 'Limit' },
      { name: 'active', label: 'Active', kind: 'switch' },
    ];
    expect(
      toPayload(fields, {
        start_at: '2026-01-02T03:04',
        rate: '0.05',
        user_limit: '',
        active: false,
      }),
    ).toEqual({ start_at: 1767323040, rate: '0.05', active: false });
  });

  it('send only the fields the form has', () => {
    expect(toPayload([{ name: 'rate', label: 'Rate' }], { rate: '1', id: 9 })).toEqual({
      rate: '1',
    });
  });

  it('require a field the contract requires, and not one it leaves optional', () => {
    expect(rulesOf(adminProjectRequest.shape.amount, messages)[0]!.required).toBe(true);
    expect(rulesOf(adminDualEditRequest.shape.active, messages)[0]!.required).toBe(false);
    expect(rulesOf(undefined, messages)).toEqual([]);
  });

  it('refuse a value the contract refuses, with the form’s message', async () => {
    const check = rulesOf(adminProjectRequest.shape.amount, messages)[1]!;
    await expect(check.validator({}, 'ten')).rejects.toThrow('invalid');
    await expect(check.validator({}, '10.5')).resolves.toBeUndefined();
    // A blank is the required rule's to report, not the contract's.
    await expect(check.validator({}, '')).resolves.toBeUndefined();
  });

  it('save an untouched active switch as inactive, and keep a set one', () => {
    expect(withActive({ user_limit: '5' })).toEqual({ user_limit: '5', active: false });
    expect(withActive({ active: true })).toEqual({ active: true });
  });

  it('send an IEO project’s English texts and USDT price as the route’s maps', () => {
    expect(
      projectPayload({ title: 'Tide', summary_en: 'Short', content_en: 'Long', price_usdt: '0.1' }),
    ).toEqual({
      title: 'Tide',
      summary: { en: 'Short' },
      content: { en: 'Long' },
      prices: { '3': '0.1' },
    });
    expect(projectPayload({ title: 'Tide', summary_en: '', price_usdt: undefined })).toEqual({
      title: 'Tide',
    });
  });
});

describe('content editors', () => {
  it('keep only the languages with a title, so users get English elsewhere', () => {
    expect(
      writtenTranslations({
        en: { title: 'Hello', body: 'Hi' },
        fra: { title: '   ', body: 'Salut' },
        jp: { title: 'こんにちは' },
      }),
    ).toEqual({ en: { title: 'Hello', body: 'Hi' }, jp: { title: 'こんにちは' } });
    expect(writtenTranslations(undefined)).toEqual({});
  });

  it('save an article: a slug for pages only, the order as text, no id when new', () => {
    const saved = articlePayload(undefined, {
      category: 'news',
      slug: 'about',
      sort_order: 100,
      translations: { en: { title: 'T' } },
    });
    expect(saved).toEqual({
      category: 'news',
      slug: undefined,
      image: '',
      link: '',
      sort_order: '100',
      published: false,
      translations: { en: { title: 'T' } },
    });
    expect(articlePayload(5, { category: 'page', slug: 'about', published: true })).toMatchObject({
      id: 5,
      slug: 'about',
      published: true,
      sort_order: undefined,
    });
  });

  it('preview a language in its own text, or in English with the fallback said', () => {
    const texts = { en: { title: 'Hello' }, jp: { title: 'こんにちは' } };
    expect(previewOf(texts, 'jp')).toEqual({ shown: { title: 'こんにちは' }, fallback: false });
    expect(previewOf(texts, 'fra')).toEqual({ shown: { title: 'Hello' }, fallback: true });
    expect(previewOf(texts, 'en').fallback).toBe(false);
  });

  it('split a body into paragraphs at blank lines only', () => {
    expect(paragraphs('One\nstill one\n\nTwo\n   \nThree')).toEqual([
      'One\nstill one',
      'Two',
      'Three',
    ]);
    expect(paragraphs(undefined)).toEqual([]);
  });

  it('announce in the languages written, to the chosen users’ ids', () => {
    expect(
      announcementPayload({
        segment: 'users',
        user_ids: '3, 4,5',
        title_en: 'Maintenance',
        title_fra: ' ',
        content_en: 'Tonight',
        content_jp: '今夜',
      }),
    ).toEqual({
      segment: 'users',
      user_ids: [3, 4, 5],
      title: { en: 'Maintenance' },
      content: { en: 'Tonight', jp: '今夜' },
    });
    expect(announcementPayload({ segment: 'all', user_ids: '3' }).user_ids).toBeUndefined();
  });

  it('takes user ids only as whole numbers from 1, never a blank as 0 or a word as NaN', () => {
    expect(userIdsOf('12, 15 ,7')).toEqual([12, 15, 7]);
    expect(userIdsOf('4')).toEqual([4]);
    for (const bad of ['1,,2', 'x', '', ' ', '1,', '0', '-3', '1.5', '1e3', '07', '99999999999'])
      expect(userIdsOf(bad), bad).toBeNull();
    expect(userIdsOf(Array.from({ length: 1000 }, (_, i) => i + 1).join(','))).toHaveLength(1000);
    expect(userIdsOf(Array.from({ length: 1001 }, (_, i) => i + 1).join(','))).toBeNull();
    // What the form would have refused is sent as no ids (the route refuses it), never as 0.
    expect(announcementPayload({ segment: 'users', user_ids: '1,,2' }).user_ids).toEqual([]);
  });
});
