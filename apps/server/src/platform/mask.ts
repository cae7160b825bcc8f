/*
 * How a user's login shows to other users. Shared by every module that shows one user to
 * another (invite lists, auction bids, the game's leaderboard), so it lives in the platform
 * rather than in one of those modules.
 */

/** A login shown to the inviter: enough to recognise, not enough to use. */
export function maskAccount(email: string | null, phone: string | null): string {
  if (email) {
    const [name = '', domain = ''] = email.split('@');
    return `${name.slice(0, 2)}***@${domain}`;
  }
  const p = phone ?? '';
  return p.length > 4 ? `${p.slice(0, 3)}****${p.slice(-2)}` : '****';
}

/**
 * An account as the public sees it (auction bids, the game's leaderboard): the e-mail's domain
 * is masked too, since a company domain says where someone works.
 */
export function maskPublic(email: string | null, phone: string | null): string {
  if (email) {
    const [name = '', domain = ''] = email.split('@');
    return `${name.slice(0, 2)}***@${domain.slice(0, 1)}***`;
  }
  return maskAccount(null, phone);
}
