import { Tabs, Typography } from 'antd';
import { Settings } from './Settings';
import { Instruments } from './Instruments';
import { OptionPeriods } from './OptionPeriods';
import { SpotPairs } from './SpotPairs';
import { Earn } from './Earn';
import { Dual } from './Dual';
import { Ieo } from './Ieo';
import { Coupons } from './Coupons';
import { usePT } from './texts';

/** Products and settings: terms an operator sets; never a price or an outcome. */
export function Products() {
  const pt = usePT();
  const items = [
    { key: 'settings', label: pt('tab.settings'), children: <Settings /> },
    { key: 'instruments', label: pt('tab.instruments'), children: <Instruments /> },
    { key: 'options', label: pt('tab.options'), children: <OptionPeriods /> },
    { key: 'spot', label: pt('tab.spot'), children: <SpotPairs /> },
    { key: 'earn', label: pt('tab.earn'), children: <Earn /> },
    { key: 'dual', label: pt('tab.dual'), children: <Dual /> },
    { key: 'ieo', label: pt('tab.ieo'), children: <Ieo /> },
    { key: 'coupons', label: pt('tab.coupons'), children: <Coupons /> },
  ];
  return (
    <>
      <Typography.Paragraph type="secondary">{pt('c.audited')}</Typography.Paragraph>
      <Tabs items={items} destroyOnHidden />
    </>
  );
}
