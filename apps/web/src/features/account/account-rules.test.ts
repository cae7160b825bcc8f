import { describe, expect, it } from 'vitest';
import { AREAS, areaName, defaultArea, searchAreas } from './areas';
import { contactProblem } from './components/contact-rules';
import { afterLoginPath } from './hooks/use-sign-in';
import { problemText } from './problems';

describe('problemText', () => {
  it('gives the contracts’ text of a rule code in the asked language', () => {
    expect(problemText('passwords_mismatch', 'en')).toBe('The two passwords do not match');
    expect(problemText('passwords_mismatch', 'fra')).toBe(
      'Les deux mots de passe ne correspondent pas',
    );
    expect(problemText('required', 'jp')).toBe('必須項目です');
  });

  it('falls back to the generic "invalid" text for an unknown code', () => {
    expect(problemText('no_such_code', 'en')).toBe('This value is not valid');
  });
});

describe('contactProblem', () => {
  it('checks e-mails and phones by area', () => {
    expect(contactProblem('email', ' ', '1')).toBe('required');
    expect(contactProblem('email', 'a@b', '1')).toBe('email_invalid');
    expect(contactProblem('email', 'a@example.com', '1')).toBeNull();
    expect(contactProblem('mobile', '2025550143', '1')).toBeNull();
    // Under +86 the China mobile rule applies.
    expect(contactProblem('mobile', '2025550143', '86')).toBe('phone_invalid');
    expect(contactProblem('mobile', '13800138000', '86')).toBeNull();
  });
});

describe('areas', () => {
  it('has about forty unique areas with calling codes', () => {
    expect(AREAS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(AREAS.map((a) => a.iso)).size).toBe(AREAS.length);
    expect(AREAS.every((a) => /^[1-9]\d{0,3}$/.test(a.dial))).toBe(true);
  });

  it('names areas in the app language and finds them by name, English name or code', () => {
    expect(areaName('FR', 'fr')).toBe('France');
    expect(areaName('DE', 'fr')).toBe('Allemagne');
    expect(searchAreas('allem', 'fr').map((a) => a.iso)).toEqual(['DE']);
    expect(searchAreas('germany', 'fr').map((a) => a.iso)).toEqual(['DE']);
    expect(searchAreas('+852', 'en').map((a) => a.iso)).toEqual(['HK']);
    expect(searchAreas('', 'en')).toHaveLength(AREAS.length);
  });

  it('starts forms in the area of the language', () => {
    expect(defaultArea('jp')).toEqual({ iso: 'JP', dial: '81' });
    expect(defaultArea('en')).toEqual({ iso: 'US', dial: '1' });
  });
});

describe('afterLoginPath', () => {
  it('returns to the page the guard came from', () => {
    expect(afterLoginPath('/pages/fund/withdraw')).toBe('/pages/fund/withdraw');
    expect(afterLoginPath('/pages/setting/real?x=1')).toBe('/pages/setting/real?x=1');
  });

  it('goes home for no, unknown, outside or sign-in targets', () => {
    expect(afterLoginPath(null)).toBe('/pages/index/index');
    expect(afterLoginPath('https://evil.example/')).toBe('/pages/index/index');
    expect(afterLoginPath('//evil.example/')).toBe('/pages/index/index');
    expect(afterLoginPath('/pages/nope')).toBe('/pages/index/index');
    expect(afterLoginPath('/pages/common/login')).toBe('/pages/index/index');
  });
});
