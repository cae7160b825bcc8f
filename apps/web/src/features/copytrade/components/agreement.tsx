import styles from '../copytrade.module.css';

/** Version 1 of the agreement; the server's `copy_agreement_version` names the one to accept. */
const TEXT = {
  en: {
    version: 'Version 1',
    sections: [
      [
        'What copy trading is',
        'When you follow a trader, each contract position the trader opens after you follow is opened for you as well, at the same recorded price and moment, in your own contract account. You decide how much: a fixed multiple of the trader’s lots or a fixed number of lots.',
      ],
      [
        'Your copies',
        'Copies close when the trader’s position closes (by hand, take profit, stop loss or liquidation), at the same recorded price. You can close a copy yourself at any time, or detach it ("self-holding") so it no longer follows the trader.',
      ],
      [
        'Margin',
        'Each copy holds margin and a handling fee from your contract account, as your own orders do. When your available balance is not enough (or a copy would need more than your per-order cap), that copy is skipped and you are told why. Your own liquidation closes only your positions.',
      ],
      [
        'Profit share',
        'When a copy that is still attached closes with a realised profit, 10% of that profit (the rate shown before you follow) goes to the trader. Losses share nothing. Detached copies share nothing.',
      ],
      [
        'Stopping',
        'You can stop following at any time; open copies stay until they close. A trader who stops being a trader ends all follows; open copies stay with the followers as their own.',
      ],
      [
        'Risk',
        'Contracts with leverage can lose all the margin held. A trader’s past results, computed from their closed positions, do not promise future results.',
      ],
    ],
  },
  zh: {
    version: '第 1 版',
    sections: [
      [
        '什么是跟单',
        '跟随交易员后，交易员此后开的每一笔合约持仓，都会在同一记录价格、同一时刻，在您自己的合约账户中为您开出。跟随数量由您决定：交易员手数的固定倍数，或固定手数。',
      ],
      [
        '您的跟单持仓',
        '交易员的持仓平仓时（手动、止盈、止损或强平），跟单持仓以同一记录价格平仓。您可以随时自行平仓，或将其转为自持（"self-holding"），之后不再跟随交易员。',
      ],
      [
        '保证金',
        '每笔跟单与您自己的订单一样，从合约账户冻结保证金并扣除手续费。可用余额不足（或超过您设置的单笔保证金上限）时，该笔跟单将被跳过，并告知原因。您自己的强平只会平掉您的持仓。',
      ],
      [
        '分润',
        '仍在跟随中的跟单平仓并实现盈利时，盈利的 10%（跟随前显示的比例）归交易员。亏损不分润，转为自持的持仓不分润。',
      ],
      [
        '停止',
        '您可以随时取消跟随，已开的跟单持仓保留至平仓。交易员不再带单时，所有跟随结束，未平的跟单持仓归跟随者自己所有。',
      ],
      ['风险', '杠杆合约可能损失全部保证金。交易员根据已平仓持仓计算的历史业绩不代表未来收益。'],
    ],
  },
} as const;

/** The copy trading agreement in one language (agreement_zh / agreement_en). */
export function CopyAgreement({ lang }: { lang: 'zh' | 'en' }) {
  const text = TEXT[lang];
  return (
    <article className={`${styles.page} ${styles.agreement}`} data-testid="copy-agreement">
      <p className={styles.muted}>{text.version}</p>
      {text.sections.map(([title, body]) => (
        <section key={title}>
          <h3>{title}</h3>
          <p className={styles.text}>{body}</p>
        </section>
      ))}
    </article>
  );
}
