import { describe, expect, it } from 'vitest';
import type { TextKey } from '../i18n';
import { consoleEndpoints } from '@tidemark/contracts';
import { sessionControl, sessionsList } from './sessions.logic';
import {
  canRestrict,
  phoneText,
  postingAccount,
  productSortOf,
  restrictionOf,
  sortOrderOf,
  userFilterOf,
} from './users.logic';

const t = (key: TextKey) => `<${key}>`;

describe('users list: table filters → query', () => {
  it('asks newest first with no filter', () => {
    expect(userFilterOf({}, {})).toEqual({ order: 'desc' });
  });

  it('sends the identity level picked, zero included', () => {
    expect(userFilterOf({ kyc_level: [0] }, {})).toEqual({ kyc_level: 0, order: 'desc' });
    expect(userFilterOf({ kyc_level: [2] }, { order: 'descend' })).toEqual({
      kyc_level: 2,
      order: 'desc',
    });
  });

  it('sends a freeze kind it knows and drops anything else', () => {
    expect(userFilterOf({ frozen: ['withdraw'] }, {})).toEqual({
      frozen: 'withdraw',
      order: 'desc',
    });
    expect(userFilterOf({ frozen: ['all'], kyc_level: ['2'] }, {})).toEqual({ order: 'desc' });
    expect(userFilterOf({ frozen: null, kyc_level: null }, {})).toEqual({ order: 'desc' });
  });

  it('turns the id column ascending, and back to newest first when the sort is cleared', () => {
    expect(userFilterOf({}, { order: 'ascend' }).order).toBe('asc');
    expect(userFilterOf({}, [{ order: 'ascend' }]).order).toBe('asc');
    expect(userFilterOf({}, { order: null }).order).toBe('desc');
  });

  it('writes a phone with its area code and nothing for an e-mail user', () => {
    expect(phoneText({ phone: '7700900123', area_code: '44' })).toBe('+44 7700900123');
    expect(phoneText({ phone: '7700900123', area_code: null })).toBe('+ 7700900123');
    expect(phoneText({ phone: null, area_code: '44' })).toBe('');
  });
});

describe('a user’s page', () => {
  const detail = {
    user: { login_frozen: true, withdraw_frozen: false },
    restrictions: [{ kind: 'login', reason: 'Account takeover reported' }],
  };

  it('shows a freeze with its reason and offers to lift it', () => {
    expect(restrictionOf(detail, 'login')).toEqual({
      frozen: true,
      reason: 'Account takeover reported',
      button: 'users.unfreeze',
    });
  });

  it('offers to freeze what is not frozen', () => {
    expect(restrictionOf(detail, 'withdraw')).toEqual({
      frozen: false,
      reason: '',
      button: 'users.freeze',
    });
  });

  it('shows the freeze buttons only to a role that may restrict', () => {
    expect(canRestrict({ permissions: ['users.read', 'users.restrict'] })).toBe(true);
    expect(canRestrict({ permissions: ['users.read'] })).toBe(false);
  });

  it('names a posting’s account: a system code as it is, a user’s by whose and which', () => {
    expect(postingAccount({ system_code: 'fees', user_id: null, account_type: null }, t)).toBe(
      'fees',
    );
    expect(postingAccount({ system_code: null, user_id: 12, account_type: 2 }, t)).toBe(
      '<common.user> 12 · <acct.2>',
    );
  });

  it('sorts the products tab by the column asked, newest first otherwise', () => {
    expect(productSortOf({ columnKey: 'amount', order: 'ascend' })).toEqual({
      sort: 'amount',
      order: 'asc',
    });
    expect(productSortOf([{ columnKey: 'created_at', order: 'descend' }])).toEqual({
      sort: 'created_at',
      order: 'desc',
    });
    expect(productSortOf({ columnKey: 'side', order: 'ascend' })).toEqual({
      sort: 'created_at',
      order: 'desc',
    });
    expect(productSortOf({ columnKey: 'amount', order: null })).toEqual({
      sort: 'created_at',
      order: 'desc',
    });
  });

  it('puts the sort arrow on the sorted column only', () => {
    const sort = { sort: 'amount', order: 'asc' as const };
    expect(sortOrderOf(sort, 'amount')).toBe('ascend');
    expect(sortOrderOf(sort, 'created_at')).toBeNull();
    expect(sortOrderOf({ sort: 'created_at', order: 'desc' }, 'created_at')).toBe('descend');
  });
});

describe('operator sessions', () => {
  const me = { id: 1, permissions: ['console.home'] };
  const admin = { id: 2, permissions: ['console.home', 'audit.read', 'operators.manage'] };

  it('lists everyone’s sessions for a role that reads the audit log, one’s own otherwise', () => {
    expect(sessionsList(admin)).toBe(consoleEndpoints.operatorSessions);
    expect(sessionsList(me)).toBe(consoleEndpoints.sessions);
  });

  it('never offers to end the session in use', () => {
    expect(sessionControl({ operator_id: 1, current: true }, me)).toBe('current');
    expect(sessionControl({ operator_id: 2, current: true }, admin)).toBe('current');
  });

  it('ends one’s own other sessions; another’s only for a manager of operators', () => {
    expect(sessionControl({ operator_id: 1, current: false }, me)).toBe('own');
    expect(sessionControl({ operator_id: 9, current: false }, me)).toBeNull();
    expect(sessionControl({ operator_id: 9, current: false }, admin)).toBe('other');
  });
});
