import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NFT_MESSAGE_KINDS, NFT_SOCKET_EVENTS, type NftMessageKind } from '@tidemark/contracts';
import { useSocketEvent } from '../../shared/socket/use-socket';
import { showToast } from '../../shared/ui/feedback';
import { nftKeys } from './api';

/**
 * While an NFT screen is open: a message of the user's (outbid, won, payment due, sold…)
 * shows a short notice and refreshes what it concerns. The full text is in the messages tab.
 */
export function useNftNotices(): void {
  const { t } = useTranslation('nft');
  const client = useQueryClient();
  useSocketEvent(NFT_SOCKET_EVENTS.message, (payload) => {
    const kind = (payload as { kind?: string }).kind;
    if (kind && (NFT_MESSAGE_KINDS as readonly string[]).includes(kind))
      showToast(t(`notice.${kind as NftMessageKind}`));
    void client.invalidateQueries({ queryKey: nftKeys.all });
  });
}
